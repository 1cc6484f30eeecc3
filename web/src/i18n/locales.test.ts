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
});
