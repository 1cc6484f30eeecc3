import type { Decision } from '../../../domain/api/moderation-decisions';
import {
  appealDeadline,
  decisionReference,
  mayAppeal,
  rulesLink,
} from '../../../domain/moderation-decisions';
import type { DecisionRecord } from './decisions.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A decision's statement of reasons as the member it concerns reads it (and admins): never who
 * reported, never who decided.
 */
export function presentDecision(
  { decision, sanctions, appeal }: DecisionRecord,
  facts: { title: string | null; appealDays: number; now: Date },
): Decision {
  const deadline = appealDeadline(decision.decidedAt, facts.appealDays);
  return {
    id: decision.id,
    reference: decisionReference(decision.id),
    decidedAt: decision.decidedAt.toISOString(),
    itemKind: decision.itemKind,
    targetId: decision.itemKind === 'member' ? decision.subjectId : decision.targetId,
    targetTitle: facts.title,
    sanctions: sanctions.map((s) => ({
      kind: s.kind,
      feature: s.feature,
      until: iso(s.until),
      endedAt: iso(s.endedAt),
      endedBecause: s.endedBecause,
    })),
    reason: decision.reason,
    rulesLink: rulesLink(decision.reason),
    legalGround: decision.legalGround,
    facts: decision.facts,
    explanation: decision.explanation,
    followedNotice: decision.followedNotice,
    automated: false,
    appeal: {
      deadline: deadline.toISOString(),
      open: mayAppeal(decision.decidedAt, facts.appealDays, facts.now, appeal !== null),
      status: appeal?.status ?? null,
      message: appeal?.message ?? null,
      submittedAt: iso(appeal?.submittedAt ?? null),
      reviewedAt: iso(appeal?.reviewedAt ?? null),
      statement: appeal?.statement ?? null,
    },
  };
}
