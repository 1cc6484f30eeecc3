import { MIN_VIDEO_DURATION_S, MIN_WITHDRAWAL_CENTS, PAYOUT_TIME_ZONE } from '@domain/earnings';
import {
  APPEAL_WINDOW_DAYS,
  CONTACT_MESSAGE_RETENTION_YEARS,
  CONTACT_REPLY_WORKING_DAYS,
  QA_FEEDBACK_RETENTION_YEARS,
} from '@domain/limits';
import { MONEY_BACK_GUARANTEE_DAYS, PLANS, PRICE_RISE_NOTICE_DAYS } from '@domain/plans';
import { VIEW_RULES } from '@domain/videos';
import { formatDurationS, formatEuros } from '@/lib/format';
import type { LegalValues } from './legal-content';

export { formatDurationS };

/**
 * Lifetimes set by the server (server/modules/accounts/auth.ts: session expiresIn; the visitor id
 * cookie of server/modules/videos/videos.routes.ts). The web app cannot import server code, so they
 * are repeated here: change them together.
 */
const SESSION_DAYS = 30;
const VISITOR_ID_MONTHS = 12;

/** The figures the legal texts quote, from the same constants the product runs on. */
export function legalValues(locale: string): LegalValues {
  return {
    appealDays: APPEAL_WINDOW_DAYS,
    priceRiseNoticeDays: PRICE_RISE_NOTICE_DAYS,
    moneyBackDays: MONEY_BACK_GUARANTEE_DAYS,
    contactReplyDays: CONTACT_REPLY_WORKING_DAYS,
    premiumPrice: formatEuros(PLANS.premium.priceCents, locale),
    premiumProfiles: PLANS.premium.maxProfiles,
    minDuration: formatDurationS(MIN_VIDEO_DURATION_S, locale),
    minWithdrawal: formatEuros(MIN_WITHDRAWAL_CENTS, locale),
    payoutTimeZone: PAYOUT_TIME_ZONE,
    viewValidatedAfterS: VIEW_RULES.validateAfterS,
    viewDedupHours: VIEW_RULES.dedupWindowHours,
    sessionDays: SESSION_DAYS,
    visitorIdMonths: VISITOR_ID_MONTHS,
    contactRetentionYears: CONTACT_MESSAGE_RETENTION_YEARS,
    qaFeedbackRetentionYears: QA_FEEDBACK_RETENTION_YEARS,
  };
}
