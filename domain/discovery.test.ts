import { describe, expect, it } from 'vitest';
import { foldText, HOME_THEMES, themesOf } from './discovery';

const of = (
  title: string,
  description = '',
  channelTopics: Parameters<typeof themesOf>[0]['channelTopics'] = [],
) => themesOf({ title, description, channelTopics });

describe('home themes', () => {
  it('folds case, Latin accents, ß and the Devanagari nukta but keeps Devanagari vowel signs', () => {
    expect(foldText('Été À LA Plage')).toBe('ete a la plage');
    expect(foldText('संगीत')).toBe('संगीत');
    expect(foldText('Fußball फ़िल्म')).toBe(foldText('FUSSBALL फिल्म'));
  });

  it.each([
    ['Apprendre la programmation en Python', 'tech'],
    ['Intro to TypeScript generics', 'tech'],
    ['Künstliche Intelligenz: Programmierung für alle', 'tech'],
    ['Curso de programación', 'tech'],
    ['कंप्यूटर कैसे काम करता है', 'tech'],
    ['人工智能入门', 'tech'],
    ['Histoire du cinéma français', 'culture'],
    ['The history of painting', 'culture'],
    ['Storia del teatro', 'culture'],
    ['भारतीय सिनेमा का इतिहास', 'culture'],
    ['中国电影史', 'culture'],
    ['Concert de jazz au parc', 'music'],
    ['Guitar lesson for beginners', 'music'],
    ['Klavier üben', 'music'],
    ['Canção do mar', 'music'],
    ['शास्त्रीय संगीत', 'music'],
    ['周末音乐会', 'music'],
    ['Résumé du match de football', 'sport'],
    ['Fußball-Bundesliga Highlights', 'sport'],
    ['Treino de futebol', 'sport'],
    ['Allenamento di nuoto', 'sport'],
    ['क्रिकेट मैच', 'sport'],
    ['足球比赛集锦', 'sport'],
  ])('finds %s in %s', (title, theme) => {
    expect(of(title)).toContain(theme);
  });

  it('matches whole words or marked (German) prefixes, not any substring', () => {
    expect(of("J'ai fait une tarte", 'Une recette simple')).toEqual([]);
    expect(of('Les chantiers de la ville')).toEqual([]);
    expect(of('Concert', '')).toEqual(['music']);
    // "art" is a whole word; "partir" contains it but is not it.
    expect(of('Partir en vacances')).toEqual([]);
  });

  it('reads the description too, but a word said in passing there is not enough', () => {
    expect(of('Vlog du dimanche', 'On parle de musique et de cinéma')).toEqual([]);
    expect(of('Vlog du dimanche', 'Une chanson, deux guitares et un piano')).toEqual(['music']);
    // Each keyword counts once, whatever its forms: three times "musique" is still one word.
    expect(of('Vlog du dimanche', 'Musique, musiques, MUSIQUE')).toEqual([]);
  });

  it("takes the channel's topics", () => {
    expect(of('Épisode 12', '', ['sports'])).toEqual(['sport']);
    expect(of('Épisode 12', '', ['horror', 'technology'])).toEqual(['tech', 'culture']);
    expect(of('Épisode 12', '', ['other', 'lifestyle'])).toEqual([]);
  });

  it('returns themes in the home order, each once', () => {
    const themes = of('Sport et musique', 'Football, rock, jazz, programmation', ['music']);
    expect(themes).toEqual(HOME_THEMES.filter((t) => themes.includes(t)));
    expect(new Set(themes).size).toBe(themes.length);
  });
});
