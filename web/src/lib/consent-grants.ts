import type { CookieCategory } from '@domain/consent';
import { useSyncExternalStore } from 'react';

/**
 * The cookie categories the visitor has granted, published by the consent provider so that other
 * features (the ad slots) can follow them without importing the consent feature.
 */
let granted: ReadonlySet<CookieCategory> = new Set(['necessary']);
const listeners = new Set<() => void>();

export function publishConsentGrants(categories: Iterable<CookieCategory>): void {
  const next = new Set<CookieCategory>(['necessary', ...categories]);
  if (next.size === granted.size && [...next].every((c) => granted.has(c))) return;
  granted = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether a category is granted now (re-renders when the visitor changes their mind). */
export function useConsentGranted(category: CookieCategory): boolean {
  return useSyncExternalStore(subscribe, () => granted.has(category));
}
