import { describe, expect, it } from 'vitest';
import { findMatches, matches, visibleSectionIds } from './text-search';

const marked = (text: string, query: string) =>
  findMatches(text, query).map(([start, end]) => text.slice(start, end));

describe('legal text search', () => {
  it('ignores case, accents and ligatures, and gives ranges of the original text', () => {
    expect(marked('La Modération examine', 'moderation')).toEqual(['Modération']);
    expect(marked('Démonétisation ; DEMONETISATION', 'démonétisation')).toEqual([
      'Démonétisation',
      'DEMONETISATION',
    ]);
    expect(marked("l'œuvre concernée", 'oeuvre')).toEqual(['œuvre']);
    expect(marked('Straße', 'strasse')).toEqual(['Straße']);
    expect(marked('2,99\u202f€ par mois', '2,99 €')).toEqual(['2,99\u202f€']);
  });

  it('keeps Devanagari vowel signs significant', () => {
    expect(matches('काम', 'कम')).toBe(false);
    expect(marked('मॉडरेशन प्रक्रिया', 'प्रक्रिया')).toEqual(['प्रक्रिया']);
  });

  it('finds nothing for a blank query', () => {
    expect(findMatches('anything', '   ')).toEqual([]);
    expect(matches('anything', '')).toBe(false);
  });

  it('shows a parent whole when it matches, else with its matching children only', () => {
    const entries = [
      { id: 'a', texts: ['Sanctions', 'retrait'] },
      {
        id: 'terms',
        texts: ['Conditions'],
        children: [
          { id: 'earnings', texts: ['Gains', 'retrait des gains'] },
          { id: 'premium', texts: ['Premium'] },
        ],
      },
    ];
    expect(visibleSectionIds(entries, '')).toBeNull();
    expect([...(visibleSectionIds(entries, 'retrait') ?? [])]).toEqual(['a', 'earnings', 'terms']);
    expect([...(visibleSectionIds(entries, 'conditions') ?? [])].sort()).toEqual([
      'earnings',
      'premium',
      'terms',
    ]);
    expect(visibleSectionIds(entries, 'introuvable')?.size).toBe(0);
  });
});
