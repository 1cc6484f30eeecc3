import type { NearTerms } from './search.repository';

/** Trigram similarity from which a known word is taken for a typo ('cuisnie' ~ 'cuisine': 0.33). */
export const TYPO_SIMILARITY = 0.3;
/** Looser, for "Essayez : …" when nothing matched at all ('acuarela' ~ 'aquarelle': 0.27). */
export const SUGGESTION_SIMILARITY = 0.2;

export interface Correction {
  /** The query with each unknown word replaced by the nearest known one; null when none was. */
  corrected: string | null;
  /** Other spellings worth trying, best first (the corrected query first). */
  alternatives: string[];
}

/**
 * Reads typos out of a query, word by word: a word the vocabulary knows stays; an unknown one
 * becomes the nearest known word close enough, else stays as typed.
 */
export function correctQuery(words: NearTerms[], maxAlternatives = 5): Correction {
  const known = (w: NearTerms) => w.word.length < 3 || w.near[0]?.term === w.word;
  const best = words.map((w) =>
    known(w) ? w.word : (w.near.find((n) => n.similarity >= TYPO_SIMILARITY)?.term ?? w.word),
  );
  const changed = best.some((term, i) => term !== words[i]!.word);
  const corrected = changed ? best.join(' ') : null;
  const alternatives = new Set(corrected ? [corrected] : []);
  words.forEach((w, i) => {
    if (known(w)) return;
    for (const n of w.near)
      if (n.similarity >= SUGGESTION_SIMILARITY) alternatives.add(best.with(i, n.term).join(' '));
  });
  return { corrected, alternatives: [...alternatives].slice(0, maxAlternatives) };
}
