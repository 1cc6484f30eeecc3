/**
 * Search in the legal pages: case-, accent- and ligature-insensitive ("moderation" finds
 * "modération", "oeuvre" finds "œuvre"), with the matches given as ranges of the original text so
 * they can be highlighted. Only Latin combining accents are dropped: Devanagari vowel signs are
 * letters, not decoration, and stay significant.
 */
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', '’': "'", ʼ: "'" };
const SPACES = /\s/;

interface Folded {
  text: string;
  /** For each character of `text`: where its source character starts and ends in the original. */
  starts: number[];
  ends: number[];
}

function fold(original: string): Folded {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const char of original) {
    const lower = char.toLowerCase();
    const folded = SPACES.test(char)
      ? ' '
      : (LIGATURES[lower] ?? lower.normalize('NFD').replace(LATIN_ACCENTS, ''));
    for (const piece of folded) {
      text += piece;
      for (let k = 0; k < piece.length; k++) {
        starts.push(index);
        ends.push(index + char.length);
      }
    }
    index += char.length;
  }
  return { text, starts, ends };
}

const foldQuery = (query: string) => fold(query.trim().replace(/\s+/g, ' ')).text;

/** Non-overlapping [start, end) ranges of `text` that match `query`; none for a blank query. */
export function findMatches(text: string, query: string): Array<[number, number]> {
  const needle = foldQuery(query);
  if (!needle) return [];
  const haystack = fold(text);
  const ranges: Array<[number, number]> = [];
  for (
    let at = haystack.text.indexOf(needle);
    at >= 0;
    at = haystack.text.indexOf(needle, at + needle.length)
  ) {
    ranges.push([haystack.starts[at]!, haystack.ends[at + needle.length - 1]!]);
  }
  return ranges;
}

export function matches(text: string, query: string): boolean {
  const needle = foldQuery(query);
  return needle !== '' && fold(text).text.includes(needle);
}

/** A section to search: its own texts (title first) and its subsections. */
export interface SearchEntry {
  id: string;
  texts: readonly string[];
  children?: readonly SearchEntry[];
}

/**
 * The ids of the sections to show for a query, or null to show all (blank query). A section whose
 * own texts match shows whole; otherwise it shows with only its matching subsections, if any.
 */
export function visibleSectionIds(entries: readonly SearchEntry[], query: string): Set<string> | null {
  if (!foldQuery(query)) return null;
  const visible = new Set<string>();
  const own = (entry: SearchEntry) => entry.texts.some((text) => matches(text, query));
  const all = (entry: SearchEntry): void => {
    visible.add(entry.id);
    entry.children?.forEach(all);
  };
  const visit = (entry: SearchEntry): boolean => {
    if (own(entry)) {
      all(entry);
      return true;
    }
    const hits = (entry.children ?? []).filter(visit);
    if (hits.length > 0) visible.add(entry.id);
    return hits.length > 0;
  };
  entries.forEach(visit);
  return visible;
}
