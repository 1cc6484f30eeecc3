import { describe, expect, it } from 'vitest';
import { isLocale, pickLocale } from './locales';

describe('pickLocale', () => {
  it('takes the first supported language, by its base tag', () => {
    expect(pickLocale(['ja-JP', 'pt-BR', 'en'])).toBe('pt');
    expect(pickLocale(['zh-Hans-CN'])).toBe('zh');
    expect(pickLocale(['EN-us'])).toBe('en');
  });
  it('falls back to French', () => {
    expect(pickLocale([])).toBe('fr');
    expect(pickLocale(['ja', 'ko'])).toBe('fr');
  });
  it('recognises exactly the eight locales', () => {
    for (const l of ['fr', 'en', 'es', 'pt', 'de', 'it', 'hi', 'zh']) expect(isLocale(l)).toBe(true);
    expect(isLocale('ja')).toBe(false);
    expect(isLocale(null)).toBe(false);
  });
});
