/**
 * Cue text as Kinora stores and serves it: plain text with only the WebVTT tags that style it
 * (`<b> <i> <u> <c.class> <v Name> <lang tag> <ruby> <rt>` and inner timestamps). Everything else an
 * uploaded file may hold — HTML, `<script>`, SRT's `<font>`, ASS's `{\an8}`, control characters —
 * is dropped; a stray `<`, `>` or `&` is escaped. The result is safe to hand to any WebVTT player,
 * and a browser's renderer never sees markup it would interpret.
 */

/** Longest cue text kept (characters, after cleaning): a cue is a line or two on screen. */
export const MAX_CUE_TEXT = 500;

const SIMPLE_TAGS = new Set(['b', 'i', 'u', 'ruby', 'rt']);
const CLASS = /^[A-Za-z0-9_-]{1,32}$/;
const LANG_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$/;
const INNER_TIMESTAMP = /^(\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}$/;
const ENTITY = /^&(amp|lt|gt|nbsp|lrm|rlm|#\d{1,7}|#x[0-9a-fA-F]{1,6});/;
/** Elements whose content is code, not words: dropped with it. */
const DROPPED_WITH_CONTENT = /<(script|style|iframe|object|svg|math|template)\b[\s\S]*?(<\/\1\s*>|$)/gi;

/** One tag as WebVTT allows it, rewritten in its canonical form; null for anything else. */
function cleanTag(inner: string): string | null {
  if (INNER_TIMESTAMP.test(inner)) return `<${inner}>`;
  const closing = inner.startsWith('/');
  const body = closing ? inner.slice(1).trim() : inner;
  const [head = '', ...rest] = body.split(/[ \t]+/);
  const [name = '', ...classes] = head.split('.');
  if (!['b', 'i', 'u', 'c', 'v', 'lang', 'ruby', 'rt'].includes(name)) return null;
  if (closing) return rest.length === 0 && classes.length === 0 ? `</${name}>` : null;
  if (!classes.every((c) => CLASS.test(c))) return null;
  const open = [name, ...classes].join('.');
  const annotation = rest.join(' ');
  if (name === 'v') return `<${open}${annotation ? ` ${escapeText(annotation)}` : ''}>`;
  if (name === 'lang') return LANG_TAG.test(annotation) ? `<${open} ${annotation}>` : null;
  if (annotation) return null;
  return SIMPLE_TAGS.has(name) || name === 'c' ? `<${open}>` : null;
}

/** Escapes what would otherwise be read as markup; entities already written stay as they are. */
function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '&') out += ENTITY.test(text.slice(i, i + 12)) ? '&' : '&amp;';
    else if (ch === '<') out += '&lt;';
    else if (ch === '>') out += '&gt;';
    else out += ch;
  }
  return out;
}

/** Control characters (NUL included) but the line feed and tab: never part of a caption. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what is removed
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

/** The clean form of one cue's text: allowed tags kept, the rest dropped or escaped; lines trimmed. */
export function sanitizeCueText(raw: string): string {
  const text = raw
    .replace(CONTROL, '')
    .replace(DROPPED_WITH_CONTENT, '')
    // ASS/SSA override blocks some SRT files carry ({\an8}, {\i1}).
    .replace(/\{\\[^}]*\}/g, '');
  let out = '';
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(text.slice(i));
      break;
    }
    out += escapeText(text.slice(i, lt));
    const gt = text.indexOf('>', lt + 1);
    const nextLt = text.indexOf('<', lt + 1);
    // A `<` not opening a tag (`a < b`) is text.
    if (gt === -1 || (nextLt !== -1 && nextLt < gt) || !/[A-Za-z0-9/!]/.test(text[lt + 1] ?? '')) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    // An allowed tag is kept; any other tag (HTML, <font>, comments) is dropped, its words kept.
    out += cleanTag(text.slice(lt + 1, gt).trim()) ?? '';
    i = gt + 1;
  }
  return out
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** The words of a cue, without its tags and entities: what search and the transcript read. */
export function cuePlainText(clean: string): string {
  return clean
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lrm;|&rlm;/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
