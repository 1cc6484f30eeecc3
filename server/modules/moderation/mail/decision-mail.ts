import type { Decision } from '../../../../domain/api/moderation-decisions';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../../domain/locales';
import { escapeHtml, fill } from '../../../adapters/mail/mail-text';
import type { MailMessage } from '../../../adapters/mail/mailer';
import { DECISION_MAIL_TEXTS, type DecisionMailTexts } from './decision-mail-texts';

/** Dates in the member's language, on Paris time (the product's time zone). */
const formatDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(
    new Date(iso),
  );

function sanctionLine(s: Decision['sanctions'][number], t: DecisionMailTexts, locale: Locale) {
  const name = s.feature ? `${t.sanctions[s.kind]} (${t.features[s.feature]})` : t.sanctions[s.kind];
  return `${name} — ${s.until ? fill(t.until, { date: formatDate(s.until, locale) }) : t.permanent}`;
}

interface Recipient {
  email: string;
  name: string;
  locale: string | null;
}

/** Paragraphs of a mail as text and as escaped HTML (nothing typed by anyone is interpreted). */
function render(
  to: string,
  subject: string,
  blocks: [label: string | null, body: string][],
  link: string,
  linkText: string,
) {
  const text = [
    ...blocks.map(([label, body]) => (label ? `${label} :\n${body}` : body)),
    `${linkText} : ${link}`,
    '',
    '— Kinora',
  ].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1a2e;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px;color:#e11d48">Kinora</h1>
${blocks
  .map(([label, body]) =>
    label
      ? `<p><strong>${escapeHtml(label)}</strong><br>${escapeHtml(body).replace(/\n/g, '<br>')}</p>`
      : `<p>${escapeHtml(body).replace(/\n/g, '<br>')}</p>`,
  )
  .join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p></body></html>`;
  return { to, subject, text, html };
}

/**
 * The statement of reasons by email, in the member's language: what was restricted and until
 * when, the facts, the ground (the rules section linked, the legal ground), the notice, no
 * automation, and how to appeal — with a link that works signed out (a suspended member).
 */
export function buildDecisionMail(
  to: Recipient,
  decision: Decision,
  urls: { decision: string; rule: string },
): MailMessage {
  const locale = isLocale(to.locale) ? to.locale : DEFAULT_LOCALE;
  const t = DECISION_MAIL_TEXTS[locale];
  const blocks: [string | null, string][] = [
    [null, fill(t.greeting, { name: to.name })],
    [null, t.intro],
    [t.restricted, decision.sanctions.map((s) => sanctionLine(s, t, locale)).join('\n')],
    [t.facts, decision.facts],
    [t.explanation, decision.explanation],
    [t.rule, urls.rule],
    ...(decision.legalGround ? [[t.legal, decision.legalGround] as [string, string]] : []),
    [null, [decision.followedNotice ? t.notice : null, t.automated].filter(Boolean).join(' ')],
    [null, fill(t.appeal, { date: formatDate(decision.appeal.deadline, locale) })],
    [t.reference, decision.reference],
  ];
  return render(to.email, t.subject, blocks, urls.decision, t.link);
}

/** The appeal's final outcome, with the reviewer's reasons. */
export function buildAppealOutcomeMail(to: Recipient, decision: Decision, decisionUrl: string): MailMessage {
  const locale = isLocale(to.locale) ? to.locale : DEFAULT_LOCALE;
  const t = DECISION_MAIL_TEXTS[locale];
  const blocks: [string | null, string][] = [
    [null, fill(t.greeting, { name: to.name })],
    [null, decision.appeal.status === 'overturned' ? t.overturned : t.upheld],
    [t.reviewer, decision.appeal.statement ?? ''],
    [null, t.final],
    [t.reference, decision.reference],
  ];
  return render(to.email, t.outcomeSubject, blocks, decisionUrl, t.link);
}
