import type { Translator } from './translator';

/** Loads a stylesheet of web fonts; resolves when it is in the page. */
export type FontLoader = () => Promise<unknown>;

/**
 * Fonts that only some languages need, loaded the first time the interface speaks one of them (a
 * separate chunk: the other languages never download it). Hindi: many systems, Linux desktops
 * first, have no Devanagari font and would draw boxes.
 */
export const LANGUAGE_FONTS: Readonly<Record<string, FontLoader>> = {
  hi: () => import('./devanagari-font.css'),
};

/**
 * Loads the language's fonts when the interface switches to it (and at start-up, for the initial
 * language), each at most once. Takes the loaders as a parameter so tests can watch them.
 */
export function loadLanguageFonts(
  i18n: Pick<Translator, 'on' | 'language'>,
  fonts: Readonly<Record<string, FontLoader>> = LANGUAGE_FONTS,
) {
  const started = new Set<string>();
  const load = (lng: string | undefined) => {
    const base = lng?.split('-')[0] ?? '';
    const loader = fonts[base];
    if (!loader || started.has(base)) return;
    started.add(base);
    // A font that fails to load leaves the system fonts: never worth breaking the page for.
    loader().catch(() => started.delete(base));
  };
  i18n.on('languageChanged', load);
  load(i18n.language);
}
