import { LOCALES } from '@domain/locales';
import { describe, expect, it } from 'vitest';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import hi from './locales/hi.json';
import it_ from './locales/it.json';
import pt from './locales/pt.json';
import zh from './locales/zh.json';

const files: Record<string, unknown> = { fr, en, es, pt, de, it: it_, hi, zh };

function flatten(obj: unknown, prefix = ''): Record<string, string> {
  return Object.entries(obj as Record<string, unknown>).reduce<Record<string, string>>((acc, [k, v]) => {
    if (v && typeof v === 'object') Object.assign(acc, flatten(v, `${prefix}${k}.`));
    else acc[`${prefix}${k}`] = String(v);
    return acc;
  }, {});
}

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const reference = flatten(fr);

describe('locale files', () => {
  it('exist for all eight languages', () => {
    expect(Object.keys(files).sort()).toEqual([...LOCALES].sort());
  });

  for (const lng of LOCALES.filter((l) => l !== 'fr')) {
    it(`${lng} has exactly the French keys, the same placeholders, and real translations`, () => {
      const table = flatten(files[lng]);
      expect(Object.keys(table).sort()).toEqual(Object.keys(reference).sort());
      for (const [key, text] of Object.entries(reference)) {
        expect(placeholders(table[key]!), `${lng}:${key}`).toEqual(placeholders(text));
        expect(table[key]!.trim(), `${lng}:${key}`).not.toBe('');
      }
      // Not a copy of French: most long texts must differ.
      const long = Object.entries(reference).filter(([, v]) => v.length > 25);
      const copied = long.filter(([k, v]) => table[k] === v);
      expect(copied.length / long.length).toBeLessThan(0.05);
    });
  }

  // Issue 25: the spec's texts for these are English ('Loading...', 'Oops! Page not found').
  it.each(LOCALES.filter((l) => l !== 'en'))('%s has its own loading and not-found texts', (lng) => {
    const table = flatten(files[lng]);
    const english = flatten(en);
    for (const key of ['common.loading', 'notFound.message'])
      expect(table[key], `${lng}:${key}`).not.toBe(english[key]);
  });

  // Issue 25: German "1 „Mag ich“" read as a button's label, not as a count.
  it.each(LOCALES)('%s counts with plain nouns (no quoted labels in a count phrase)', (lng) => {
    const table = flatten(files[lng]);
    const counts = Object.keys(table)
      .filter((key) => key.endsWith('_one'))
      .flatMap((key) => [key, key.slice(0, -'_one'.length)]);
    expect(counts.length).toBeGreaterThan(5);
    for (const key of counts) expect(table[key], `${lng}:${key}`).not.toMatch(/[„“”"«»]/);
  });
});
