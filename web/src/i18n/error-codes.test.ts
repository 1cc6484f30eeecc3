import { ERROR_CODES } from '@domain/errors';
import { LOCALES } from '@domain/locales';
import { describe, expect, it } from 'vitest';

/**
 * Every code the server can emit (the registry in domain/errors.ts: AppError only takes those)
 * has a translated text in every locale, so no member ever sees a raw code.
 */
const locales = import.meta.glob<{ errors?: Record<string, string> }>('./locales/*.json', {
  eager: true,
  import: 'default',
});

describe('error codes', () => {
  it.each(LOCALES)('%s has errors.<code> for every registered code', (locale) => {
    const texts = locales[`./locales/${locale}.json`]?.errors ?? {};
    const missing = ERROR_CODES.filter((code) => typeof texts[code] !== 'string' || !texts[code]?.trim());
    expect(missing).toEqual([]);
  });
});
