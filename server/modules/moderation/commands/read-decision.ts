import type { Decision } from '../../../../domain/api/moderation-decisions';
import { isAdmin } from '../../../../domain/standing';
import type { AppContext } from '../../../context';
import { NotFoundError } from '../../../errors';
import type { Actor } from '../../../standing/actor';
import { isDecisionToken } from '../decision-token';
import { presentDecision } from '../decisions.presenter';
import { type DecisionRecord, findDecision } from '../decisions.repository';
import { titlesOf } from '../queue/titles';

type Deps = Pick<AppContext, 'db' | 'config' | 'clock'>;

/** Who reads a decision: the signed-in actor, or the token of the decision's email. */
export interface DecisionReader {
  actor: Actor | null;
  token: string | undefined;
}

export const decisionNotFound = () => new NotFoundError('No such decision.', 'decision_not_found');

/**
 * A decision for the member it concerns (signed in, or with the email's token) and for admins.
 * Anyone else gets 404, as if it did not exist: a decision says who was restricted.
 */
export async function readDecision(
  ctx: Deps,
  request: DecisionReader & { decisionId: string },
  /** Admins read every decision; only the member it concerns appeals it (false). */
  { admins = true } = {},
): Promise<{ record: DecisionRecord; decision: Decision }> {
  const record = await findDecision(ctx.db.db, request.decisionId);
  if (!record) throw decisionNotFound();
  const { subjectId } = record.decision;
  const allowed =
    (request.actor !== null && (request.actor.userId === subjectId || (admins && isAdmin(request.actor)))) ||
    isDecisionToken(ctx.config.authSecret, record.decision.id, subjectId, request.token);
  if (!allowed) throw decisionNotFound();
  return { record, decision: (await presentDecisions(ctx, [record]))[0]! };
}

/** Decisions as the API shows them, with their items' titles as they are now. */
export async function presentDecisions(ctx: Deps, records: readonly DecisionRecord[]): Promise<Decision[]> {
  const titles = await titlesOf(
    ctx.db.db,
    records.map((r) => ({ kind: r.decision.itemKind, targetId: r.decision.targetId })),
  );
  const now = ctx.clock.now();
  return records.map((r) =>
    presentDecision(r, {
      title: titles.get(`${r.decision.itemKind}:${r.decision.targetId}`) ?? null,
      appealDays: ctx.config.moderationAppealDays,
      now,
    }),
  );
}
