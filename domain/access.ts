import { z } from 'zod';
import { DECISION_REASON_CODES } from './moderation-decisions';
import { CAPABILITIES, type Capability, SANCTION_KINDS, type Sanction } from './standing';

/**
 * What a member is told when a sanction bars them (issue 27: "the sign-in error gives the reason and
 * the date"): the same facts in a refused sign-in, a refused request of a session they still hold,
 * and GET /api/session. Pure rules; the server sends them, the web app words them.
 */

const reasonSchema = z.enum(DECISION_REASON_CODES).nullable();

/** Why the member may not sign in: suspended until a date, or banned for good. */
export const accessRefusalSchema = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('account_suspended'),
    until: z.iso.datetime(),
    reason: reasonSchema,
    decisionId: z.string().nullable(),
  }),
  z.object({ code: z.literal('account_banned'), reason: reasonSchema, decisionId: z.string().nullable() }),
]);
export type AccessRefusal = z.infer<typeof accessRefusalSchema>;

const barsSignIn = (s: Sanction) => s.scope === 'all' || s.scope === 'sign-in';

/**
 * Why these sanctions (in force) bar signing in, or null when none does. A sanction for good wins
 * (banned); otherwise the one that ends last says until when (the member can sign in only then).
 */
export function accessRefusal(sanctions: readonly Sanction[]): AccessRefusal | null {
  const barring = sanctions.filter(barsSignIn);
  const forGood = barring.find((s) => s.until === null && s.kind === 'ban') ?? barring.find((s) => !s.until);
  if (forGood) return { code: 'account_banned', ...facts(forGood) };
  const last = barring.reduce<Sanction | null>((a, s) => (!a || s.until! > a.until! ? s : a), null);
  if (!last) return null;
  return { code: 'account_suspended', until: last.until!.toISOString(), ...facts(last) };
}

const facts = (s: Sanction) => ({ reason: s.reason ?? null, decisionId: s.decisionId ?? null });

/**
 * The sanction that takes `capability` away, the one that ends last (null `until`: for good), for
 * the member's own refusal (403 upload_not_allowed with its date) and the web app's notice (which
 * has the dates as ISO text); null when none does.
 */
export function sanctionTaking<S extends { scope: Sanction['scope']; until: Date | string | null }>(
  sanctions: readonly S[],
  capability: Capability,
): S | null {
  const taking = sanctions.filter((s) => s.scope === 'all' || s.scope === capability);
  const endMs = (s: S) => new Date(s.until!).getTime();
  return (
    taking.find((s) => s.until === null) ??
    taking.reduce<S | null>((a, s) => (!a || endMs(s) > endMs(a) ? s : a), null)
  );
}

/** A sanction in force as the member sees it (GET /api/session): what, until when, why, which decision. */
export const ownSanctionSchema = z.object({
  kind: z.enum(SANCTION_KINDS),
  scope: z.union([z.literal('all'), z.enum(CAPABILITIES)]),
  until: z.iso.datetime().nullable(),
  reason: reasonSchema,
  decisionId: z.string().nullable(),
});
export type OwnSanction = z.infer<typeof ownSanctionSchema>;

export const presentOwnSanction = (s: Sanction): OwnSanction => ({
  kind: s.kind,
  scope: s.scope,
  until: s.until?.toISOString() ?? null,
  ...facts(s),
});
