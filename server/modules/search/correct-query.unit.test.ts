import { describe, expect, it } from 'vitest';
import { correctQuery } from './correct-query';

const near = (word: string, ...terms: [string, number][]) => ({
  word,
  near: terms.map(([term, similarity]) => ({ term, similarity })),
});

describe('typo correction', () => {
  it('keeps known words and short ones', () => {
    expect(correctQuery([near('cuisine', ['cuisine', 1]), near('de'), near('lea', ['lea', 1])])).toEqual({
      corrected: null,
      alternatives: [],
    });
  });

  it('replaces an unknown word by the nearest close one', () => {
    const r = correctQuery([
      near('recette'),
      near('cusine', ['cuisine', 0.5], ['cousine', 0.31], ['usine', 0.25]),
    ]);
    expect(r.corrected).toBe('recette cuisine');
    expect(r.alternatives).toEqual(['recette cuisine', 'recette cousine', 'recette usine']);
  });

  it('leaves a word with nothing close as typed, yet may suggest a looser spelling', () => {
    const r = correctQuery([near('acuarela', ['aquarelle', 0.27], ['acapella', 0.1])]);
    expect(r.corrected).toBeNull();
    expect(r.alternatives).toEqual(['aquarelle']);
    expect(correctQuery([near('qwxzv', ['quiz', 0.08])])).toEqual({ corrected: null, alternatives: [] });
  });

  it('corrects every misspelt word and bounds the alternatives', () => {
    const r = correctQuery(
      [
        near('pythn', ['python', 0.44], ['pythie', 0.3]),
        near('tutoral', ['tutorial', 0.6], ['tutorat', 0.4]),
      ],
      3,
    );
    expect(r.corrected).toBe('python tutorial');
    expect(r.alternatives).toEqual(['python tutorial', 'pythie tutorial', 'python tutorat']);
  });
});
