/** A piece of legal text: plain, or an internal link written `[label](/path)` in the content. */
export type InlinePart = { text: string; to?: undefined } | { text: string; to: string };

const LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

export function parseInline(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[1]!, to: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The text a reader sees: link labels without their markup (what the search looks in). */
export function plainText(text: string): string {
  return text.replace(LINK, '$1');
}
