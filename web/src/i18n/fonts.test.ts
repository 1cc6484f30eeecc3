import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_FONTS, loadLanguageFonts } from './fonts';
import { Translator } from './translator';

const translator = () =>
  new Translator(
    'fr',
    {},
    { en: { all: async () => ({}) }, de: { all: async () => ({}) }, hi: { all: async () => ({}) } },
  );

async function languages(start: string) {
  const devanagari = vi.fn(() => Promise.resolve());
  const instance = translator();
  loadLanguageFonts(instance, { hi: devanagari });
  await instance.changeLanguage(start);
  return { instance, devanagari };
}

describe('language fonts', () => {
  it('loads the Devanagari font when the interface switches to Hindi, once, and never for other languages', async () => {
    const { instance, devanagari } = await languages('fr');
    await instance.changeLanguage('en');
    await instance.changeLanguage('de');
    expect(devanagari).not.toHaveBeenCalled();
    await instance.changeLanguage('hi');
    expect(devanagari).toHaveBeenCalledTimes(1);
    await instance.changeLanguage('fr');
    await instance.changeLanguage('hi');
    expect(devanagari).toHaveBeenCalledTimes(1);
  });

  it('loads it at start-up when the interface starts in Hindi', async () => {
    const { devanagari } = await languages('hi');
    expect(devanagari).toHaveBeenCalledTimes(1);
  });

  it('loads it for an instance already in Hindi, and tries again after a failed download', async () => {
    const instance = translator();
    await instance.changeLanguage('hi');
    const devanagari = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    loadLanguageFonts(instance, { hi: devanagari });
    expect(devanagari).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await instance.changeLanguage('fr');
    await instance.changeLanguage('hi');
    expect(devanagari).toHaveBeenCalledTimes(2);
  });

  it('has a real stylesheet behind the Hindi loader, and none for the other languages', async () => {
    expect(Object.keys(LANGUAGE_FONTS)).toEqual(['hi']);
    await expect(LANGUAGE_FONTS.hi!()).resolves.toBeDefined();
  });
});
