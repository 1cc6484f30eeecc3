/**
 * The shape every language of the legal pages fills in. Section ids are fixed here (in English, the
 * anchors of the pages), and each language gives a `Record` over them, so a language that misses or
 * invents a section fails the typecheck.
 *
 * Texts may hold internal links written `[label](/path)`. Figures are never written by hand: a
 * language module is a function of `LegalValues`, computed from the domain constants.
 */

import type { ReportReason } from '@domain/moderation';
import type { EarningsTableText } from '@/components/earnings-tiers-table';

export const RULES_SECTION_IDS = [
  'prohibited-content',
  'sanctions',
  'moderation',
  'terms',
  'revisions',
] as const;
export type RulesSectionId = (typeof RULES_SECTION_IDS)[number];

/** The 11 sections of the terms, in order; `earnings` holds the earnings-rules table. */
export const TERMS_SECTION_IDS = [
  'purpose',
  'account',
  'content-licence',
  'earnings',
  'premium',
  'payments-refunds',
  'privacy',
  'intellectual-property',
  'liability',
  'termination',
  'law-contact',
] as const;
export type TermsSectionId = (typeof TERMS_SECTION_IDS)[number];

export const PRIVACY_SECTION_IDS = [
  'controller',
  'data',
  'processors',
  'cookies',
  'rights',
  'exercise-rights',
  'security',
  'minors',
  'changes',
] as const;
export type PrivacySectionId = (typeof PRIVACY_SECTION_IDS)[number];

/** What one kind of personal data is, why it is kept, on which legal basis and for how long. */
export interface DataCategory {
  title: string;
  data: string;
  purpose: string;
  basis: string;
  retention: string;
}

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  /**
   * The prohibited-content categories: one text per report reason (domain/moderation.ts), listed in
   * its order, each with the reason's anchor as id — what reports and statements of reasons link to.
   */
  | { kind: 'categories'; items: Readonly<Record<ReportReason, string>> }
  /** Numbered steps, each with a short title. */
  | { kind: 'steps'; items: readonly { title: string; text: string }[] }
  /**
   * A boxed note (`role="note"`); `warning` for what can go wrong, `info` for what to know. An `id`
   * makes it a target a statement of reasons links to (a decision ground's anchor).
   */
  | {
      kind: 'callout';
      id?: string;
      tone: 'info' | 'warning';
      title: string;
      text: string;
      items?: readonly string[];
    }
  /** Placeholder paragraph: the earnings-rules table, rendered from domain/earnings.ts. */
  | { kind: 'earningsTable' }
  | { kind: 'dataCategories'; items: readonly DataCategory[] };

export interface Section {
  title: string;
  blocks: readonly Block[];
}

/** Words of the earnings-rules table (shared with the dashboard's); the table formats figures. */
export type { EarningsTableText };

export interface LegalUi {
  breadcrumb: string;
  help: string;
  tableOfContents: string;
  lastUpdated: (date: string) => string;
  searchLabel: string;
  searchPlaceholder: string;
  clearSearch: string;
  resultCount: (count: number) => string;
  noResults: (query: string) => string;
  noResultsHint: string;
  dataLabels: { data: string; purpose: string; basis: string; retention: string };
}

export interface LegalContent {
  ui: LegalUi;
  rules: {
    title: string;
    intro: string;
    sections: Record<Exclude<RulesSectionId, 'terms'>, Section>;
    terms: Section & { sections: Record<TermsSectionId, Section> };
    earningsTable: EarningsTableText;
  };
  privacy: {
    title: string;
    intro: string;
    sections: Record<PrivacySectionId, Section>;
  };
}

/** Figures the texts quote, already formatted for the language (amounts with Intl in EUR). */
export interface LegalValues {
  appealDays: number;
  priceRiseNoticeDays: number;
  moneyBackDays: number;
  contactReplyDays: number;
  premiumPrice: string;
  premiumProfiles: number;
  minDuration: string;
  minWithdrawal: string;
  payoutTimeZone: string;
  viewValidatedAfterS: number;
  viewDedupHours: number;
  sessionDays: number;
  visitorIdMonths: number;
  contactRetentionYears: number;
  qaFeedbackRetentionYears: number;
}

export type LegalContentModule = (values: LegalValues) => LegalContent;
