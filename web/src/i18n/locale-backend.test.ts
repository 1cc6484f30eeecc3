import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { LOCALE_LOADERS, localeBackend } from './locale-backend';
import en from './locales/en.json';
import fr from './locales/fr.json';

describe('locale loading', () => {
  it('has one lazy loader per language but French, which is bundled', () => {
    expect(Object.keys(LOCALE_LOADERS).sort()).toEqual(['de', 'en', 'es', 'hi', 'it', 'pt', 'zh']);
  });

  it('gives French at once: strings are there as soon as the module is', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'translation')).toBe(true);
    expect(i18n.t('watch.quality', { lng: 'fr' })).toBe(fr.watch.quality);
  });

  it('loads a language only when the interface switches to it', async () => {
    const loaders = { en: vi.fn(async () => en), de: vi.fn(async () => ({})) };
    const instance = createInstance();
    await instance.use(localeBackend(loaders)).init({ lng: 'fr', fallbackLng: 'fr', initAsync: false });
    expect(instance.t('watch.quality')).toBe('Qualité');
    expect(loaders.en).not.toHaveBeenCalled();

    await instance.changeLanguage('en');
    expect(loaders.en).toHaveBeenCalledOnce();
    expect(loaders.de).not.toHaveBeenCalled();
    expect(instance.t('watch.quality')).toBe(en.watch.quality);
  });

  it('falls back to French for a key a language lacks, and for a language that fails to load', async () => {
    const loaders = {
      en: async () => ({ watch: { quality: 'Quality' } }),
      de: async () => Promise.reject(new Error('offline')),
    };
    const instance = createInstance();
    await instance
      .use(localeBackend(loaders))
      .init({ lng: 'en', fallbackLng: 'fr', initAsync: false, maxRetries: 0 });
    expect(instance.t('watch.quality')).toBe('Quality');
    expect(instance.t('watch.speed')).toBe('Vitesse');

    await instance.changeLanguage('de');
    expect(instance.t('watch.speed')).toBe('Vitesse');
  });
});
