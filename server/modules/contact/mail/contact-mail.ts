import type { ContactTopic } from '../../../../domain/contact';
import { CONTACT_REPLY_WORKING_DAYS } from '../../../../domain/limits';
import { DEFAULT_LOCALE, type Locale } from '../../../../domain/locales';
import { escapeHtml, fill, oneLine } from '../../../adapters/mail/mail-text';
import type { MailMessage } from '../../../adapters/mail/mailer';
import { ACKNOWLEDGEMENT_TEXTS, SUPPORT_MAIL_LABELS } from './contact-mail-texts';

const page = (inner: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1a2e;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px;color:#e11d48">Kinora</h1>
${inner}</body></html>`;

/** What the team needs to answer a message (all of it as typed, plus who sent it). */
export interface ContactMailData {
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string;
  topic: ContactTopic;
  message: string;
  locale: Locale;
  userId: string | null;
}

/** To support: every field, the sender as Reply-To so answering reaches them. */
export function buildSupportMail(supportEmail: string, data: ContactMailData): MailMessage {
  const L = SUPPORT_MAIL_LABELS;
  const topic = ACKNOWLEDGEMENT_TEXTS[DEFAULT_LOCALE].topics[data.topic];
  const fields: [string, string][] = [
    [L.firstName, data.firstName],
    [L.lastName, data.lastName],
    [L.email, data.email],
    [L.jobTitle, data.jobTitle || '—'],
    [L.topic, `${topic} (${data.topic})`],
    [L.locale, data.locale],
    [L.member, data.userId ?? L.visitor],
  ];
  const text = [
    L.intro,
    '',
    ...fields.map(([label, value]) => `${label} : ${oneLine(value)}`),
    '',
    `${L.message} :`,
    data.message,
  ].join('\n');
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0;color:#666">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = page(
    `<p>${escapeHtml(L.intro)}</p><table style="border-collapse:collapse;font-size:14px">${rows}</table>
<h2 style="font-size:16px">${escapeHtml(L.message)}</h2><p style="white-space:pre-wrap">${escapeHtml(data.message)}</p>`,
  );
  const subject = oneLine(`${L.subject} — ${topic} — ${data.firstName} ${data.lastName}`);
  return { to: supportEmail, replyTo: data.email, subject, text, html };
}

/** To the sender, in their language: received, and when the team replies. */
export function buildContactAcknowledgement(to: string, locale: Locale, topic: ContactTopic): MailMessage {
  const texts = ACKNOWLEDGEMENT_TEXTS[locale];
  const body = fill(texts.body, { topic: texts.topics[topic], days: String(CONTACT_REPLY_WORKING_DAYS) });
  const text = [texts.greeting, '', body, '', texts.footer, '', '— Kinora'].join('\n');
  const html = page(
    `<p>${escapeHtml(texts.greeting)}</p><p>${escapeHtml(body)}</p>
<p style="font-size:13px;color:#666">${escapeHtml(texts.footer)}</p>`,
  );
  return { to, subject: texts.subject, text, html };
}
