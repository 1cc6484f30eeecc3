import type { Database } from '../../db/client';
import { countHit, readRateLimit, resetRateLimit } from './rate-limit-counters';

/**
 * Password guessing is throttled on FAILED sign-ins only (ASVS V2.2.1), so nobody can lock a member
 * out by guessing on their behalf:
 * - per account and IP: 10 failures per 15 min, then that IP is refused for that account;
 * - per account: once 100 failures in an hour are reached, only IPs that failed on it that hour are
 *   refused; an IP with no failure (the owner at home) may still sign in.
 * Checked before the password and counted after it, so a few attempts in flight at once may
 * overshoot; Better Auth's per-IP limit keeps that small.
 */
const PER_IP_MAX = 10;
const PER_IP_WINDOW_S = 15 * 60;
const PER_ACCOUNT_MAX = 100;
const PER_ACCOUNT_WINDOW_S = 60 * 60;

const keysFor = (account: string, ip: string) => ({
  ip: `sign-in-failures:${account}|${ip}`,
  ipThisHour: `sign-in-failures-1h:${account}|${ip}`,
  account: `sign-in-failures-1h:${account}`,
});

export async function isSignInThrottled(db: Database, account: string, ip: string): Promise<boolean> {
  const keys = keysFor(account, ip);
  if ((await readRateLimit(db, keys.ip, PER_IP_WINDOW_S)) >= PER_IP_MAX) return true;
  if ((await readRateLimit(db, keys.account, PER_ACCOUNT_WINDOW_S)) < PER_ACCOUNT_MAX) return false;
  return (await readRateLimit(db, keys.ipThisHour, PER_ACCOUNT_WINDOW_S)) > 0;
}

export async function recordSignInFailure(db: Database, account: string, ip: string): Promise<void> {
  const keys = keysFor(account, ip);
  await countHit(db, keys.ip, PER_IP_WINDOW_S);
  await countHit(db, keys.ipThisHour, PER_ACCOUNT_WINDOW_S);
  await countHit(db, keys.account, PER_ACCOUNT_WINDOW_S);
}

/** The right password from this IP: its earlier typos no longer count against it. */
export async function clearSignInFailures(db: Database, account: string, ip: string): Promise<void> {
  const keys = keysFor(account, ip);
  await resetRateLimit(db, keys.ip, keys.ipThisHour);
}
