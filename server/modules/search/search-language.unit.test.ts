import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from '../../../domain/locales';
import { searchConfigFor } from './search-language';

describe('search language', () => {
  it('orders Accept-Language by preference', () => {
    expect(acceptedLanguages('de-CH, en;q=0.5, fr;q=0.8')).toEqual(['de-CH', 'fr', 'en']);
    expect(acceptedLanguages('en;q=0, *;q=0.1, it')).toEqual(['it']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });

  it("uses the page's language, else the browser's, else French", () => {
    expect(searchConfigFor('de', 'en')).toBe('german');
    expect(searchConfigFor(undefined, 'pt-BR,pt;q=0.9')).toBe('portuguese');
    expect(searchConfigFor(undefined, 'ja, zh-CN;q=0.5')).toBe('simple');
    expect(searchConfigFor(undefined, 'ja')).toBe('french');
    expect(searchConfigFor(undefined, undefined)).toBe('french');
  });
});
