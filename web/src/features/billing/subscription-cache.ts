import type { SubscriptionStatusResponse } from './billing-api';

/** Spec §9: a subscription check is cached 30 s in session storage. */
export const STATUS_CACHE_MS = 30_000;

const keyOf = (userId: string) => `kinora.subscription.${userId}`;

interface Entry {
  at: number;
  status: SubscriptionStatusResponse;
}

/** The member's cached status and when it was read, or null when absent, unreadable or older than 30 s. */
export function readCachedStatus(userId: string, now = Date.now()): Entry | null {
  try {
    const raw = sessionStorage.getItem(keyOf(userId));
    if (!raw) return null;
    const entry = JSON.parse(raw) as Entry;
    if (typeof entry.at !== 'number' || now - entry.at >= STATUS_CACHE_MS || now < entry.at) return null;
    return entry;
  } catch {
    return null;
  }
}

export function writeCachedStatus(userId: string, status: SubscriptionStatusResponse, at = Date.now()) {
  try {
    sessionStorage.setItem(keyOf(userId), JSON.stringify({ at, status } satisfies Entry));
  } catch {
    // Storage full or disabled: the status is simply read again next time.
  }
}

export function clearCachedStatus(userId: string) {
  try {
    sessionStorage.removeItem(keyOf(userId));
  } catch {}
}

/** Coming back from a checkout (spec: qa-success=true clears the cached value): the plan just changed. */
export function isCheckoutReturn(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.get('qa-success') === 'true' || params.get('checkout') === 'success';
}
