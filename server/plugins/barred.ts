import type { AccessRefusal } from '../../domain/access';
import { AppError } from '../errors';

/**
 * A suspended or banned member's session (issue 27) has every /api call refused with why and until
 * when (auth.ts), but for these: sign out, sign in (anew: checked there), read the session (says why),
 * and read and appeal a decision with the token of its email (DSA Art. 17, 20: the member it bars must
 * still learn why and be able to appeal; the session speaks for nobody there, only the token does).
 */
const DECISION = /^\/api\/moderation\/decisions\/[^/]+$/;
const APPEAL = /^\/api\/moderation\/decisions\/[^/]+\/appeal$/;

export function isOpenToBarred(method: string, url: string): boolean {
  const path = url.split('?', 1)[0]!;
  if (method === 'GET') return path === '/api/session' || DECISION.test(path);
  return (
    method === 'POST' &&
    (path === '/api/auth/sign-out' || path.startsWith('/api/auth/sign-in/') || APPEAL.test(path))
  );
}

/** 403 account_suspended / account_banned, its details the facts the member is told. */
export function accessRefusedError(refusal: AccessRefusal): AppError {
  const message =
    refusal.code === 'account_banned' ? 'This account is closed.' : 'This account is suspended.';
  return new AppError(403, refusal.code, message, refusalDetails(refusal));
}

export const refusalDetails = ({ code: _, ...details }: AccessRefusal) => details;
