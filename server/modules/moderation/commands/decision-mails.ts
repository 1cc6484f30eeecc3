import type { AppContext } from '../../../context';
import type { Database } from '../../../db/client';
import { findUserById } from '../../accounts/accounts.public';
import { decisionToken } from '../decision-token';
import { presentDecision } from '../decisions.presenter';
import { findDecision } from '../decisions.repository';
import { buildAppealOutcomeMail, buildDecisionMail } from '../mail/decision-mail';
import { titlesOf } from '../queue/titles';

type Deps = Pick<AppContext, 'config' | 'clock'>;

/** The link in the mail: the decision's page with its signed token (it works signed out). */
const decisionUrl = (ctx: Deps, decisionId: string, subjectId: string) =>
  `${ctx.config.publicUrl}/decisions/${decisionId}?token=${decisionToken(ctx.config.authSecret, decisionId, subjectId)}`;

async function load(ctx: Deps, tx: Database, decisionId: string, subjectId: string) {
  const [member, record] = await Promise.all([findUserById(tx, subjectId), findDecision(tx, decisionId)]);
  if (!member || !record) return null;
  const titles = await titlesOf(tx, [{ kind: record.decision.itemKind, targetId: record.decision.targetId }]);
  const decision = presentDecision(record, {
    title: titles.get(`${record.decision.itemKind}:${record.decision.targetId}`) ?? null,
    appealDays: ctx.config.moderationAppealDays,
    now: ctx.clock.now(),
  });
  return { to: { email: member.email, name: member.name, locale: member.locale }, decision };
}

/** The statement of reasons mail of a decision (null: the member is gone). Read in the deciding transaction. */
export async function decisionMail(ctx: Deps, tx: Database, decisionId: string, subjectId: string) {
  const loaded = await load(ctx, tx, decisionId, subjectId);
  if (!loaded) return null;
  return buildDecisionMail(loaded.to, loaded.decision, {
    decision: decisionUrl(ctx, decisionId, subjectId),
    rule: `${ctx.config.publicUrl}${loaded.decision.rulesLink}`,
  });
}

/** The appeal outcome mail (null: the member is gone). */
export async function appealOutcomeMail(ctx: Deps, tx: Database, decisionId: string, subjectId: string) {
  const loaded = await load(ctx, tx, decisionId, subjectId);
  if (!loaded) return null;
  return buildAppealOutcomeMail(loaded.to, loaded.decision, decisionUrl(ctx, decisionId, subjectId));
}
