import type { Sanction } from '../../../domain/standing';
import type { StandingProvider } from '../../standing/actor';
import { memberRestrictedSql, memberSanctionsInForce } from './decisions.repository';

/**
 * Moderation's part of a member's standing: the member sanctions in force (feature limits,
 * suspensions, bans), each with its rules reason and decision so the member can be told why. A
 * sanction ends by itself at `until` (the cached actor stops there); the expiry sweep also bumps
 * the access version then, so every node re-reads at once.
 */
export const moderationStanding: StandingProvider = {
  name: 'sanctions',
  read: async (db, userId, now) => {
    const rows = await memberSanctionsInForce(db, userId, now);
    const sanctions: Sanction[] = rows.map((r) => ({
      kind: r.kind === 'feature_limit' ? 'feature_limit' : r.kind === 'suspension' ? 'suspension' : 'ban',
      scope: r.kind === 'feature_limit' && r.feature ? r.feature : 'all',
      until: r.until,
      reason: r.reason,
      decisionId: r.decisionId,
    }));
    const ends = sanctions.flatMap((s) => (s.until ? [s.until.getTime()] : []));
    return { sanctions, untilMs: Math.min(Number.POSITIVE_INFINITY, ...ends) };
  },
  restrictedSql: memberRestrictedSql,
};
