import { useEffect, useState } from 'react';
import { type Cue, type Frame, parseStoryboard, parseVtt } from './vtt';

// One fetch per track and page: the overlay, the transcript and the menus share it.
const texts = new Map<string, Promise<string>>();

function fetchText(url: string): Promise<string> {
  let text = texts.get(url);
  if (!text) {
    text = fetch(url, { credentials: 'same-origin' }).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.text();
    });
    // A failure (an expired grant, offline) is not remembered: the next look tries again.
    text.catch(() => texts.delete(url));
    texts.set(url, text);
  }
  return text;
}

type Status = 'idle' | 'loading' | 'ready' | 'failed';

function useTrack<T>(url: string | null, parse: (text: string, url: string) => T[]) {
  const [state, setState] = useState<{ url: string | null; items: T[]; status: Status }>({
    url: null,
    items: [],
    status: 'idle',
  });
  useEffect(() => {
    if (!url) return;
    let current = true;
    setState({ url, items: [], status: 'loading' });
    fetchText(url)
      .then((text) => current && setState({ url, items: parse(text, url), status: 'ready' }))
      .catch(() => current && setState({ url, items: [], status: 'failed' }));
    return () => {
      current = false;
    };
  }, [url, parse]);
  return state.url === url && url ? state : { url, items: [] as T[], status: 'idle' as Status };
}

/** A captions track's cues, fetched when `url` is set (null: nothing fetched). */
export function useCues(url: string | null) {
  return useTrack<Cue>(url, parseVtt);
}

const storyboard = (text: string, url: string) => parseStoryboard(text, url);

/** A storyboard's frames, fetched when `url` is set. */
export function useStoryboard(url: string | null) {
  return useTrack<Frame>(url, storyboard);
}
