import { sql } from 'drizzle-orm';
import type { MemberDetail, MembersFilterInput } from '../../../domain/api/members';
import type { AppContext } from '../../context';
import { ValidationError } from '../../errors';
import { readStanding } from '../../standing/actor';
import {
  findUserById,
  type MemberPredicates,
  type MembersQuery,
  memberNotFound,
  membersPage,
  sessionsOf,
} from '../accounts/accounts.public';
import { holdsPlanAt, planStates } from '../billing/billing.public';
import { reportedItemsOf, reportsSentBy } from '../moderation/moderation.public';
import { isCreatorSql, memberVideosSummary } from '../videos/videos.public';
import { presentMemberRow } from './members.presenter';

const DAY_MS = 86_400_000;
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

function range(from: string | undefined, to: string | undefined) {
  const start = from ? dayStart(from) : undefined;
  // Days are whole: `to` includes its own day.
  const end = to ? new Date(dayStart(to).getTime() + DAY_MS) : undefined;
  if (start && end && start >= end)
    throw new ValidationError('The end day precedes the start day.', undefined, 'invalid_date_range');
  return [start, end] as const;
}

/** The route's filters as the list query takes them (a reversed day range is a 400). */
export function queryOf(input: MembersFilterInput): MembersQuery {
  const [createdFrom, createdTo] = range(input.createdFrom, input.createdTo);
  const [signInFrom, signInTo] = range(input.signInFrom, input.signInTo);
  const flag = (v: 'yes' | 'no' | undefined) => (v === undefined ? undefined : v === 'yes');
  return {
    q: input.q,
    role: input.role,
    premium: flag(input.premium),
    creator: flag(input.creator),
    sanctioned: flag(input.sanctioned),
    createdFrom,
    createdTo,
    signInFrom,
    signInTo,
    sort: input.sort,
  };
}

/**
 * Premium from billing, creator from videos, sanctioned from every standing provider that can
 * restrict (moderation's sanctions once it registers its provider; none today, so nobody is).
 */
export function memberPredicates(ctx: Pick<AppContext, 'standing'>, now: Date): MemberPredicates {
  const restricting = ctx.standing.flatMap((p) => (p.restrictedSql ? [p.restrictedSql] : []));
  return {
    premium: (userId) => holdsPlanAt('premium', userId, now),
    creator: isCreatorSql,
    sanctioned: restricting.length
      ? (userId) => {
          const parts = restricting.map((r) => r(userId, now));
          return parts.length === 1 ? parts[0]! : parts.reduce((a, b) => sql`(${a} or ${b})`);
        }
      : null,
  };
}

const planView = (p: {
  active: boolean;
  status: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}) => ({
  active: p.active,
  status: p.status,
  currentPeriodEnd: p.currentPeriodEnd,
  cancelAtPeriodEnd: p.cancelAtPeriodEnd,
});

/** A member's page: their row, profile, open sessions, plans, videos, and the standing's restrictions. */
export async function memberDetail(ctx: AppContext, id: string): Promise<MemberDetail> {
  const now = ctx.clock.now();
  const db = ctx.db.db;
  const [row] = await membersPage(db, { id, sort: '-created' }, memberPredicates(ctx, now), undefined, 1);
  if (!row) throw memberNotFound();
  const [profile, sessions, plans, videos, standing, reports, reportsSent] = await Promise.all([
    findUserById(db, id),
    sessionsOf(db, id, now),
    planStates(db, id, now),
    memberVideosSummary(db, id, 10),
    readStanding(ctx.standing, db, id, now),
    reportedItemsOf(db, id, 10),
    reportsSentBy(db, id),
  ]);
  return {
    member: {
      ...presentMemberRow(row),
      emailVerified: profile?.emailVerified ?? false,
      locale: profile?.locale ?? 'fr',
      avatarUrl: profile?.image ?? null,
    },
    sessions: sessions.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      updatedAt: s.updatedAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
    subscriptions: { premium: planView(plans.premium), qa: planView(plans.qa) },
    videos: {
      total: videos.total,
      latest: videos.latest.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
    },
    standing: {
      sanctions: standing.standing.sanctions.map((s) => ({
        kind: s.kind,
        scope: s.scope,
        until: s.until ? s.until.toISOString() : null,
      })),
    },
    reports,
    reportsSent,
  };
}
