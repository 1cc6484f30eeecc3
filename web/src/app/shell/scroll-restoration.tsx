import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'kinora.scroll';

/** Scroll offsets by history entry, kept for the tab's life (a reload comes back to its place). */
function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number): void {
  try {
    const positions = savedPositions();
    positions[key] = y;
    // The most recent 50 entries: a long session must not grow storage without end.
    const keys = Object.keys(positions);
    for (const old of keys.slice(0, Math.max(0, keys.length - 50))) delete positions[old];
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or refused (private mode): back then lands at the top, nothing worse.
  }
}

/**
 * What React Router's <ScrollRestoration> does, without its data router (17 KB of first load):
 * a new page starts at the top, back and forward return to where the viewer was. A URL hash is left
 * to the page (useScrollToHash), which knows when its anchor exists.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    // A document's first entry has no key of its own ('default'): every page opened by its address
    // in this tab shared one offset, so a page could open scrolled to where the last one was left.
    // Its address tells them apart (a reload still comes back to its place).
    const key = location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;
    if (navigationType === 'POP') {
      const y = savedPositions()[key];
      if (y !== undefined) window.scrollTo(0, y);
    } else if (!location.hash) window.scrollTo(0, 0);
    // Followed as it moves, not read on leaving: by then the next page is in the document and a
    // shorter one has already pulled the offset up.
    let y = window.scrollY;
    const follow = () => {
      y = window.scrollY;
    };
    const remember = () => savePosition(key, y);
    window.addEventListener('scroll', follow, { passive: true });
    // Leaving the document (reload, closing) records it too.
    window.addEventListener('pagehide', remember);
    return () => {
      window.removeEventListener('scroll', follow);
      window.removeEventListener('pagehide', remember);
      remember();
    };
  }, [location.key, location.pathname, location.search, location.hash, navigationType]);

  return null;
}
