import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The link in a decision's email: a suspended or banned member cannot sign in, yet must read the
 * statement of reasons and appeal (DSA Art. 17, 20). The token names the decision and the member,
 * signed with the server's secret; it opens that one decision and nothing else.
 */
const sign = (secret: string, decisionId: string, subjectId: string) =>
  createHmac('sha256', secret).update(`moderation-decision:${decisionId}:${subjectId}`).digest('base64url');

export const decisionToken = (secret: string, decisionId: string, subjectId: string) =>
  sign(secret, decisionId, subjectId);

export function isDecisionToken(
  secret: string,
  decisionId: string,
  subjectId: string | null,
  token: string | undefined,
): boolean {
  if (!token || !subjectId) return false;
  const expected = Buffer.from(sign(secret, decisionId, subjectId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
