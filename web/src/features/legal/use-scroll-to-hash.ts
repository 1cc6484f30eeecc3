import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §9: a URL hash scrolls to its anchor this long after the page loads. */
export const SCROLL_TO_HASH_DELAY_MS = 100;

/**
 * Scrolls smoothly to the element the URL hash names, once the page has rendered (the router's own
 * scroll restoration runs before a lazy page exists, so it cannot find the anchor).
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, SCROLL_TO_HASH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash]);
}
