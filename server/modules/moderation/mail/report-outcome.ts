import type { Locale } from '../../../../domain/locales';
import {
  type ReportItemKind,
  type ReportReason,
  RULES_PATH,
  reasonAnchor,
} from '../../../../domain/moderation';
import { escapeHtml, fill } from '../../../adapters/mail/mail-text';
import type { MailMessage } from '../../../adapters/mail/mailer';
import { REPORT_OUTCOME_TEXTS } from './report-outcome-texts';

export interface OutcomeData {
  reference: string;
  itemKind: ReportItemKind;
  reason: ReportReason;
  outcome: 'dismissed' | 'actioned';
}

/** The decision on a visitor's notice, in the language they reported in. */
export function buildReportOutcome(
  to: string,
  locale: Locale,
  data: OutcomeData,
  publicUrl: string,
): MailMessage {
  const texts = REPORT_OUTCOME_TEXTS[locale];
  const body = fill(texts[data.outcome], { item: texts.items[data.itemKind], reference: data.reference });
  const ruleUrl = `${publicUrl}${RULES_PATH}#${reasonAnchor(data.reason)}`;
  const subject = fill(texts.subject, { reference: data.reference });
  const text = [
    texts.greeting,
    '',
    body,
    `${texts.rule} : ${ruleUrl}`,
    '',
    texts.footer,
    '',
    '— Kinora',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1a2e;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px;color:#e11d48">Kinora</h1>
<p>${escapeHtml(texts.greeting)}</p><p>${escapeHtml(body)}</p>
<p>${escapeHtml(texts.rule)} : <a href="${escapeHtml(ruleUrl)}">${escapeHtml(ruleUrl)}</a></p>
<p style="font-size:13px;color:#666">${escapeHtml(texts.footer)}</p></body></html>`;
  return { to, subject, text, html };
}
