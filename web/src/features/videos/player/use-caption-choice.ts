import type { Locale } from '@domain/locales';
import { useCallback, useState } from 'react';

export interface CaptionTrack {
  language: Locale;
  auto: boolean;
  url: string;
}

const KEY = 'kinora.captions';

function remembered(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function remember(value: string) {
  try {
    localStorage.setItem(KEY, value);
  } catch {
    // Private mode without storage: the choice lasts for this page.
  }
}

/**
 * Which captions show: the viewer's last choice (remembered on this device, "off" included); turned
 * on without choosing (the CC button, `c`), the interface's language when the video has it, else
 * the first track.
 */
export function useCaptionChoice(tracks: readonly CaptionTrack[], uiLanguage: string) {
  const [language, setLanguage] = useState<Locale | null>(() => {
    const last = remembered();
    return tracks.find((track) => track.language === last)?.language ?? null;
  });
  const choose = useCallback((next: Locale | null) => {
    setLanguage(next);
    remember(next ?? 'off');
  }, []);
  const toggle = useCallback(() => {
    if (language) return choose(null);
    const preferred = tracks.find((track) => track.language === uiLanguage) ?? tracks[0];
    if (preferred) choose(preferred.language);
  }, [language, tracks, uiLanguage, choose]);
  const track = tracks.find((t) => t.language === language) ?? null;
  return { track, choose, toggle };
}
