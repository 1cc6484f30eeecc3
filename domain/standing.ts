import { z } from 'zod';
import { DECISION_REASON_CODES } from './moderation-decisions';
import type { PlanId } from './plans';

/**
 * A member's standing: what the whole server needs to know about them to decide what they may do,
 * assembled per request from the modules that own each part (roles: accounts; plan: billing;
 * sanctions: moderation). Pure rules here; the assembly lives in server/standing/.
 */

export const USER_ROLES = ['qa', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * What a sanction can take away (DESIGN §4 moderation: "no upload until a date", suspension, ban).
 * `sign-in` gone means suspended or banned: the member's sessions answer as signed out.
 */
export const CAPABILITIES = ['upload', 'comment', 'earn', 'sign-in', 'report'] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const SANCTION_KINDS = ['feature_limit', 'suspension', 'ban'] as const;
export type SanctionKind = (typeof SANCTION_KINDS)[number];

/** One sanction in force: what it takes away (`all` for a suspension or ban) and until when (null: for good). */
export const sanctionSchema = z.object({
  kind: z.enum(SANCTION_KINDS),
  scope: z.union([z.literal('all'), z.enum(CAPABILITIES)]),
  until: z.date().nullable(),
  /** The rules section the decision rests on and the decision itself (the member is told both). */
  reason: z.enum(DECISION_REASON_CODES).optional(),
  decisionId: z.string().optional(),
});
export type Sanction = z.infer<typeof sanctionSchema>;

export interface Standing {
  roles: UserRole[];
  plan: PlanId;
  /** Only the sanctions in force when the standing was read (ended ones are left out by their provider). */
  sanctions: Sanction[];
}

/** The standing of a member nobody has said anything about: no role, free, no sanction. */
export const PLAIN_STANDING: Standing = { roles: [], plan: 'free', sanctions: [] };

export const hasRole = (standing: Standing | null, role: UserRole) => standing?.roles.includes(role) ?? false;

export const isAdmin = (standing: Standing | null) => hasRole(standing, 'admin');

/** Whether the member may do this at all, sanctions considered (each module's policy adds its own rules). */
export const may = (standing: Standing | null, capability: Capability): boolean =>
  standing !== null && !standing.sanctions.some((s) => s.scope === 'all' || s.scope === capability);

/** Whether any sanction is in force (a sanctioned viewer's views are not paid: DESIGN §4). */
export const isSanctioned = (standing: Standing | null) => (standing?.sanctions.length ?? 0) > 0;

/** The sanctions in force at `now` (an `until` in the past has ended). */
export const sanctionsInForce = (sanctions: readonly Sanction[], now: Date): Sanction[] =>
  sanctions.filter((s) => s.until === null || s.until.getTime() > now.getTime());

/** When the first of these sanctions ends by itself (epoch ms; Infinity when none ends). */
export const firstSanctionEndMs = (sanctions: readonly Sanction[]): number =>
  Math.min(Number.POSITIVE_INFINITY, ...sanctions.map((s) => s.until?.getTime() ?? Number.POSITIVE_INFINITY));
