import type { Locale } from '../../../../domain/locales';
import {
  type ReportItemKind,
  type ReportReason,
  RULES_PATH,
  reasonAnchor,
} from '../../../../domain/moderation';
import { escapeHtml, fill } from '../../../adapters/mail/mail-text';
import type { MailMessage } from '../../../adapters/mail/mailer';
import { REPORT_RECEIPT_TEXTS } from './report-receipt-texts';

export interface ReceiptData {
  reference: string;
  itemKind: ReportItemKind;
  reason: ReportReason;
  createdAt: Date;
}

/** The visitor's receipt, in their language: the reference, when, and the rule they named (linked). */
export function buildReportReceipt(
  to: string,
  locale: Locale,
  data: ReceiptData,
  publicUrl: string,
): MailMessage {
  const texts = REPORT_RECEIPT_TEXTS[locale];
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(data.createdAt);
  const body = fill(texts.body, { item: texts.items[data.itemKind], reference: data.reference, date });
  const ruleUrl = `${publicUrl}${RULES_PATH}#${reasonAnchor(data.reason)}`;
  const subject = fill(texts.subject, { reference: data.reference });
  const text = [
    texts.greeting,
    '',
    body,
    `${texts.rule} : ${ruleUrl}`,
    '',
    texts.next,
    '',
    texts.footer,
    '',
    '— Kinora',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1a2e;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px;color:#e11d48">Kinora</h1>
<p>${escapeHtml(texts.greeting)}</p><p>${escapeHtml(body)}</p>
<p>${escapeHtml(texts.rule)} : <a href="${escapeHtml(ruleUrl)}">${escapeHtml(ruleUrl)}</a></p>
<p>${escapeHtml(texts.next)}</p>
<p style="font-size:13px;color:#666">${escapeHtml(texts.footer)}</p></body></html>`;
  return { to, subject, text, html };
}
