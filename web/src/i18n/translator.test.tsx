import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { FIRST_LOAD_GROUPS, firstLoadPart } from './first-load-groups';
import { FRENCH_FIRST_LOAD, LOCALE_LOADERS } from './locale-loaders';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { Trans, useTranslation } from './react';
import { type Strings, type StringsLoader, Translator } from './translator';

/** Loaders of complete files only. */
const allOnly = (loaders: Record<string, StringsLoader>) =>
  Object.fromEntries(Object.entries(loaders).map(([language, all]) => [language, { all }]));
const firstLoadOf = (strings: Strings) => firstLoadPart(strings) as Strings;

const strings = {
  watch: { quality: 'Qualité', speed: 'Vitesse' },
  views_one: '{{count}} vue',
  views_other: '{{count}} vues',
  greeting: 'Bonjour {{name}}, {{ missing }}!',
  nested: { deeper: { text: 'profond' } },
};

describe('locale loading', () => {
  it('has, per language, a loader of its first-load groups and one of all its strings', async () => {
    expect(Object.keys(LOCALE_LOADERS).sort()).toEqual(['de', 'en', 'es', 'fr', 'hi', 'it', 'pt', 'zh']);
    expect(FRENCH_FIRST_LOAD).toEqual(firstLoadOf(fr));
    await expect(LOCALE_LOADERS.fr!.all()).resolves.toEqual(fr);
    await expect(LOCALE_LOADERS.en!.all()).resolves.toEqual(en);
    await expect(LOCALE_LOADERS.en!.firstLoad!()).resolves.toEqual(firstLoadOf(en));
    const de = await LOCALE_LOADERS.de!.firstLoad!();
    expect(Object.keys(de).sort()).toEqual([...FIRST_LOAD_GROUPS].sort());
  });

  it('gives the first-load French at once, and the rest when a page asks for it', async () => {
    const loaders = { fr: { all: vi.fn(async () => fr) } };
    const instance = new Translator('fr', FRENCH_FIRST_LOAD, loaders);
    expect(instance.loaded('fr')).toBe('first-load');
    expect(instance.t('watch.quality')).toBe(fr.watch.quality);
    expect(loaders.fr.all).not.toHaveBeenCalled();

    const changes = vi.fn();
    instance.subscribe(changes);
    const before = instance.t;
    await Promise.all([instance.loadAll(), instance.loadAll()]);
    expect(loaders.fr.all).toHaveBeenCalledOnce();
    expect(instance.loaded('fr')).toBe('all');
    expect(changes).toHaveBeenCalledOnce();
    expect(instance.t).not.toBe(before);
    expect(instance.t('profile.privacy.title')).toBe(fr.profile.privacy.title);
    await instance.loadAll();
    expect(loaders.fr.all).toHaveBeenCalledOnce();
  });

  it('switches to another language with its first-load groups only, then completes it for a page that needs all', async () => {
    const loaders = {
      en: { firstLoad: vi.fn(async () => firstLoadOf(en)), all: vi.fn(async () => en) },
    };
    const instance = new Translator('fr', FRENCH_FIRST_LOAD, loaders);
    await instance.changeLanguage('en');
    expect(instance.loaded('en')).toBe('first-load');
    expect(instance.t('watch.quality')).toBe(en.watch.quality);
    expect(loaders.en.all).not.toHaveBeenCalled();
    await instance.loadAll();
    expect(loaders.en.all).toHaveBeenCalledOnce();
    expect(instance.t('profile.privacy.title')).toBe(en.profile.privacy.title);
  });

  it('switches back to French complete once a page outside the first load has asked for everything', async () => {
    const loaders = {
      fr: { all: vi.fn(async () => fr) },
      en: { firstLoad: async () => ({}), all: async () => en },
    };
    const instance = new Translator('fr', FRENCH_FIRST_LOAD, loaders);
    await instance.changeLanguage('en');
    await instance.loadAll();
    expect(instance.loaded('en')).toBe('all');
    expect(loaders.fr.all).not.toHaveBeenCalled();
    await instance.changeLanguage('fr');
    expect(loaders.fr.all).toHaveBeenCalledOnce();
    expect(instance.t('profile.privacy.title')).toBe(fr.profile.privacy.title);
  });

  it('fetches the rest when a key outside the first load is asked for, and not again soon after a failure', async () => {
    const fetchAll = vi.fn().mockRejectedValue(new Error('offline'));
    const loaders = { fr: { all: fetchAll } };
    const instance = new Translator('fr', FRENCH_FIRST_LOAD, loaders);
    expect(instance.t('profile.privacy.title')).toBe('profile.privacy.title');
    await vi.waitFor(() => expect(fetchAll).toHaveBeenCalledTimes(2)); // one retry
    await instance.loadAll();
    const calls = fetchAll.mock.calls.length;
    instance.t('profile.privacy.title');
    expect(fetchAll).toHaveBeenCalledTimes(calls);

    fetchAll.mockResolvedValue(fr);
    const ok = new Translator('fr', FRENCH_FIRST_LOAD, loaders);
    const changes = vi.fn();
    ok.subscribe(changes);
    expect(ok.t('profile.privacy.title', { defaultValue: '…' })).toBe('…');
    await vi.waitFor(() => expect(changes).toHaveBeenCalled());
    expect(ok.t('profile.privacy.title')).toBe(fr.profile.privacy.title);
  });

  it('loads a language only when the interface switches to it', async () => {
    const loaders = { en: vi.fn(async () => en), de: vi.fn(async () => ({})) };
    const instance = new Translator('fr', fr, allOnly(loaders));
    expect(instance.t('watch.quality')).toBe('Qualité');
    expect(loaders.en).not.toHaveBeenCalled();

    await instance.changeLanguage('en');
    expect(loaders.en).toHaveBeenCalledOnce();
    expect(loaders.de).not.toHaveBeenCalled();
    expect(instance.t('watch.quality')).toBe(en.watch.quality);
    expect([instance.language, instance.resolvedLanguage]).toEqual(['en', 'en']);
  });

  it('falls back to French for a key a language lacks, and for a language that fails to load twice', async () => {
    const de = vi.fn(async () => Promise.reject(new Error('offline')));
    const instance = new Translator(
      'fr',
      strings,
      allOnly({ en: async () => ({ watch: { quality: 'Quality' } }), de }),
    );
    await instance.changeLanguage('en');
    expect(instance.t('watch.quality')).toBe('Quality');
    expect(instance.t('watch.speed')).toBe('Vitesse');

    await instance.changeLanguage('de');
    expect(de).toHaveBeenCalledTimes(2);
    expect(instance.t('watch.speed')).toBe('Vitesse');
    expect([instance.language, instance.resolvedLanguage]).toEqual(['de', 'fr']);
  });

  it('retries a language whose first download failed', async () => {
    const de = vi
      .fn()
      .mockRejectedValueOnce(new Error('dropped'))
      .mockResolvedValue({ watch: { speed: 'Tempo' } });
    const instance = new Translator('fr', strings, allOnly({ de }));
    await instance.changeLanguage('de');
    expect(instance.t('watch.speed')).toBe('Tempo');
  });

  it('ends on the language asked for last when switches overlap', async () => {
    let arrive: (s: object) => void = () => {};
    const slow = new Promise<object>((resolve) => (arrive = resolve));
    const instance = new Translator(
      'fr',
      strings,
      allOnly({ de: () => slow as Promise<never>, en: async () => ({ watch: { speed: 'Speed' } }) }),
    );
    const first = instance.changeLanguage('de');
    await instance.changeLanguage('en');
    arrive({ watch: { speed: 'Tempo' } });
    await first;
    expect(instance.language).toBe('en');
    expect(instance.t('watch.speed')).toBe('Speed');
  });
});

describe('t', () => {
  const t = new Translator('fr', strings, {}).t;

  it('reads nested keys and fills placeholders (a missing value leaves nothing, never the braces)', () => {
    expect(t('nested.deeper.text')).toBe('profond');
    expect(t('greeting', { name: 'Ada' })).toBe('Bonjour Ada, !');
    // Values are text, not patterns: `$'` and `$&` stay as typed.
    expect(t('greeting', { name: "$' $&" })).toBe("Bonjour $' $&, !");
  });

  it("chooses the plural form with the language's rules (French: 0 and 1 are singular)", async () => {
    expect(t('views', { count: 0 })).toBe('0 vue');
    expect(t('views', { count: 1 })).toBe('1 vue');
    expect(t('views', { count: 2 })).toBe('2 vues');
    const english = new Translator(
      'fr',
      strings,
      allOnly({ en: async () => ({ views_one: '{{count}} view', views_other: '{{count}} views' }) }),
    );
    await english.changeLanguage('en');
    expect(english.t('views', { count: 0 })).toBe('0 views');
    expect(english.t('views', { count: 1 })).toBe('1 view');
  });

  it('answers a missing key with the default value, else the key; an object is not a text', () => {
    expect(t('nope.key', { defaultValue: 'Défaut' })).toBe('Défaut');
    expect(t('nope.key')).toBe('nope.key');
    expect(t('nested')).toBe('nested');
    expect(t('watch.quality.more')).toBe('watch.quality.more');
    expect(t('constructor')).toBe('constructor');
    expect(t('__proto__.toString')).toBe('__proto__.toString');
  });
});

function Sample() {
  const { t } = useTranslation();
  return <p>{t('watch.quality')}</p>;
}

describe('React bindings', () => {
  it('renders again in the new language, and Trans places the elements the text names', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(
      <>
        <Sample />
        <span>
          <Trans
            i18nKey="profile.privacy.description"
            // biome-ignore lint/a11y/useAnchorContent: Trans puts the text's words inside
            components={{ policy: <a href="/privacy-policy" /> }}
          />
        </span>
      </>,
    );
    screen.getByText('Qualité');
    const link = screen.getByRole('link', { name: 'politique de confidentialité' });
    expect(link.getAttribute('href')).toBe('/privacy-policy');
    expect(link.parentElement?.textContent).toBe(fr.profile.privacy.description.replace(/<\/?policy>/g, ''));

    await act(() => i18n.changeLanguage('en'));
    screen.getByText(en.watch.quality);
    screen.getByRole('link', { name: 'privacy policy' });
    expect(document.documentElement.lang).toBe('en');
    await act(() => i18n.changeLanguage('fr'));
  });
});
