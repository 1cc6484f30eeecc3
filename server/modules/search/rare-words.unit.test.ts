import { describe, expect, it } from 'vitest';
import { rareWords, type WordStats } from './rare-words';

// 1,000,000 videos: 'cuisin' in 1 of 8, 'recet' in 1 of 30, 'covid' in 1 of 100 (none lately).
const stats: WordStats = {
  rows: 1_000_000,
  frequency: new Map([
    ['cuisine', 0.125],
    ['cuisin', 0.125],
    ['recette', 0.033],
    ['recet', 0.033],
    ['python', 0.03],
    ['covid', 0.01],
  ]),
};
const cuisine = "( 'cuisine':* | 'cuisin' )";
/** Matches of each word among the newest 2,000 videos. */
const window = (...hits: number[]) => ({ rows: 2_000, hits });

describe('rareWords', () => {
  it('gives the index the rare word alone when a common one comes with it', () => {
    expect(rareWords(`${cuisine} & ( '42' | '42' )`, stats, window(250, 0))).toBe("( '42' | '42' )");
    expect(rareWords(`( '1234':* ) & ${cuisine}`, stats, window(1, 250))).toBe("( '1234':* )");
  });

  it('takes the larger of the two measures: the newest videos, the statistics of them all', () => {
    // 6 in 2,000 newest = 3,000 at 1M: still rare; 7 is not.
    expect(rareWords(`${cuisine} & '317':*`, stats, window(250, 6))).toBe("'317':*");
    expect(rareWords(`${cuisine} & '317':*`, stats, window(250, 7))).toBeNull();
    // 'covid' is absent from the newest videos but the statistics count 10,000: not rare.
    expect(rareWords(`${cuisine} & ( 'covid':* | 'covid' )`, stats, window(250, 0))).toBeNull();
    // A prefix counts every listed lexeme it starts: 'cuis':* is common even if absent lately.
    expect(rareWords("'cuis':* & '42'", stats, window(0, 0))).toBe("'42'");
  });

  it('keeps the whole query when every word is common, or every word rare, or there is one word', () => {
    expect(rareWords(`${cuisine} & ( 'recette':* | 'recet' )`, stats, window(250, 60))).toBeNull();
    expect(rareWords("'42' & '43'", stats, window(0, 0))).toBeNull();
    expect(rareWords("'42'", stats, window(0))).toBeNull();
  });

  it('reads quoted lexemes with an apostrophe and leaves phrases to the index', () => {
    const withQuote = { ...stats, frequency: new Map([...stats.frequency, ["l'eau", 0.2]]) };
    expect(rareWords("'l''eau' & '42'", withQuote, window(0, 0))).toBe("'42'");
    expect(rareWords(`'字' <-> '典' & ${cuisine}`, stats, window(0, 250))).toBeNull();
  });

  it('considers only the words counted on the window (the first six)', () => {
    const seven = Array.from({ length: 6 }, () => cuisine)
      .concat("'42'")
      .join(' & ');
    expect(rareWords(seven, stats, window(250, 250, 250, 250, 250, 250))).toBeNull();
    expect(rareWords(`'42' & ${seven}`, stats, window(0, 250, 250, 250, 250, 250))).toBe("'42'");
  });

  it('does nothing before the first ANALYZE, or on an empty window', () => {
    expect(rareWords(`${cuisine} & '42'`, null, window(250, 0))).toBeNull();
    expect(rareWords(`${cuisine} & '42'`, stats, { rows: 0, hits: [0, 0] })).toBeNull();
  });
});
