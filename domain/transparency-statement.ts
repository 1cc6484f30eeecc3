import type { Decision } from './api/moderation-decisions';
import type { DecisionItemKind, DecisionReason, DecisionSanctionKind } from './moderation-decisions';

/**
 * A decision as a statement of reasons in the shape of the EU DSA Transparency Database's API
 * (`POST /api/v1/statement`): its field names, its enumerations, its date format (YYYY-MM-DD) and
 * its limits (facts 5,000 characters, explanations 2,000, grounds 500, puid 500). Kinora keeps
 * each field within them at input (domain/moderation-decisions.ts), so nothing is cut here.
 */
export interface TransparencyStatement {
  puid: string;
  decision_visibility: string[];
  end_date_visibility_restriction: string | null;
  decision_monetary: string | null;
  end_date_monetary_restriction: string | null;
  decision_provision: string | null;
  end_date_service_restriction: string | null;
  decision_account: string | null;
  end_date_account_restriction: string | null;
  account_type: 'ACCOUNT_TYPE_PRIVATE';
  decision_ground: 'DECISION_GROUND_ILLEGAL_CONTENT' | 'DECISION_GROUND_INCOMPATIBLE_CONTENT';
  decision_ground_reference_url: string;
  illegal_content_legal_ground: string | null;
  illegal_content_explanation: string | null;
  incompatible_content_ground: string | null;
  incompatible_content_explanation: string | null;
  category: string;
  content_type: string[];
  content_date: string | null;
  application_date: string;
  decision_facts: string;
  source_type: 'SOURCE_ARTICLE_16' | 'SOURCE_VOLUNTARY';
  automated_detection: 'No';
  automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED';
  territorial_scope: string[];
}

/** The rules' categories in the database's own (`category`). */
export const TRANSPARENCY_CATEGORY: Record<DecisionReason, string> = {
  illegal: 'STATEMENT_CATEGORY_RISK_FOR_PUBLIC_SECURITY',
  child_safety: 'STATEMENT_CATEGORY_PROTECTION_OF_MINORS',
  sexual_content: 'STATEMENT_CATEGORY_PORNOGRAPHY_OR_SEXUALIZED_CONTENT',
  hate: 'STATEMENT_CATEGORY_ILLEGAL_OR_HARMFUL_SPEECH',
  harassment: 'STATEMENT_CATEGORY_NON_CONSENSUAL_BEHAVIOUR',
  violence: 'STATEMENT_CATEGORY_VIOLENCE',
  self_harm: 'STATEMENT_CATEGORY_SELF_HARM',
  scam: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
  misinformation: 'STATEMENT_CATEGORY_NEGATIVE_EFFECTS_ON_CIVIC_DISCOURSE_OR_ELECTIONS',
  intellectual_property: 'STATEMENT_CATEGORY_INTELLECTUAL_PROPERTY_INFRINGEMENTS',
  spam: 'STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE',
  report_misuse: 'STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE',
};

const CONTENT_TYPE: Record<DecisionItemKind, string[]> = {
  video: ['CONTENT_TYPE_VIDEO'],
  channel: ['CONTENT_TYPE_TEXT', 'CONTENT_TYPE_IMAGE'],
  comment: ['CONTENT_TYPE_TEXT'],
  // A decision on a member rests on what they wrote (reports, notes, messages).
  member: ['CONTENT_TYPE_TEXT'],
};

/** EU member states: the service is offered in all of them. */
export const EU_COUNTRIES =
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' ');

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : null);

export function toTransparencyStatement(
  decision: Decision,
  facts: { contentCreatedAt: string | null; publicUrl: string },
): TransparencyStatement {
  const find = (kind: DecisionSanctionKind) => decision.sanctions.find((s) => s.kind === kind);
  const removal = find('video_removal') ?? find('comment_removal');
  const demonetisation = find('demonetisation');
  const limit = find('feature_limit');
  const suspension = find('suspension');
  const ban = find('ban');
  const illegal = decision.legalGround !== null;
  return {
    puid: decision.reference,
    decision_visibility: removal ? ['DECISION_VISIBILITY_CONTENT_REMOVED'] : [],
    end_date_visibility_restriction: null,
    decision_monetary: demonetisation
      ? demonetisation.until
        ? 'DECISION_MONETARY_SUSPENSION'
        : 'DECISION_MONETARY_TERMINATION'
      : null,
    end_date_monetary_restriction: day(demonetisation?.until),
    decision_provision: limit ? 'DECISION_PROVISION_PARTIAL_SUSPENSION' : null,
    end_date_service_restriction: day(limit?.until),
    decision_account: ban ? 'DECISION_ACCOUNT_TERMINATED' : suspension ? 'DECISION_ACCOUNT_SUSPENDED' : null,
    end_date_account_restriction: ban ? null : day(suspension?.until),
    account_type: 'ACCOUNT_TYPE_PRIVATE',
    decision_ground: illegal ? 'DECISION_GROUND_ILLEGAL_CONTENT' : 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
    decision_ground_reference_url: `${facts.publicUrl}${decision.rulesLink}`,
    illegal_content_legal_ground: illegal ? decision.legalGround : null,
    illegal_content_explanation: illegal ? decision.explanation : null,
    incompatible_content_ground: illegal ? null : decision.rulesLink,
    incompatible_content_explanation: illegal ? null : decision.explanation,
    category: TRANSPARENCY_CATEGORY[decision.reason],
    content_type: CONTENT_TYPE[decision.itemKind],
    content_date: day(facts.contentCreatedAt),
    application_date: day(decision.decidedAt)!,
    decision_facts: decision.facts,
    source_type: decision.followedNotice ? 'SOURCE_ARTICLE_16' : 'SOURCE_VOLUNTARY',
    automated_detection: 'No',
    automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
    territorial_scope: EU_COUNTRIES,
  };
}

/** The CSV columns: every field, arrays joined by spaces. */
export const TRANSPARENCY_COLUMNS: (keyof TransparencyStatement)[] = [
  'puid',
  'decision_visibility',
  'end_date_visibility_restriction',
  'decision_monetary',
  'end_date_monetary_restriction',
  'decision_provision',
  'end_date_service_restriction',
  'decision_account',
  'end_date_account_restriction',
  'account_type',
  'decision_ground',
  'decision_ground_reference_url',
  'illegal_content_legal_ground',
  'illegal_content_explanation',
  'incompatible_content_ground',
  'incompatible_content_explanation',
  'category',
  'content_type',
  'content_date',
  'application_date',
  'decision_facts',
  'source_type',
  'automated_detection',
  'automated_decision',
  'territorial_scope',
];
