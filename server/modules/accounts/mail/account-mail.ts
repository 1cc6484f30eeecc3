import { DEFAULT_LOCALE, isLocale } from '../../../../domain/locales';
import { escapeHtml } from '../../../adapters/mail/mail-text';
import type { MailMessage } from '../../../adapters/mail/mailer';
import { ACCOUNT_MAIL_TEXTS, type AccountMailKind } from './account-mail-texts';

/** Builds one account mail (text + HTML) in the member's language. */
export function buildAccountMail(
  kind: AccountMailKind,
  to: { email: string; name: string; locale: string | null | undefined },
  actionUrl?: string,
): MailMessage {
  const texts = ACCOUNT_MAIL_TEXTS[isLocale(to.locale) ? to.locale : DEFAULT_LOCALE][kind];
  const greeting = texts.greeting.replace('{{name}}', to.name);
  const text = [
    greeting,
    '',
    texts.body,
    ...(actionUrl && texts.action ? ['', `${texts.action} : ${actionUrl}`] : []),
    '',
    texts.footer,
    '',
    '— Kinora',
  ].join('\n');
  const button =
    actionUrl && texts.action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(actionUrl)}" style="background:#e11d48;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(texts.action)}</a></p><p style="font-size:12px;color:#666">${escapeHtml(actionUrl)}</p>`
      : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1a2e;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px;color:#e11d48">Kinora</h1>
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(texts.body)}</p>${button}
<p style="font-size:13px;color:#666">${escapeHtml(texts.footer)}</p></body></html>`;
  return { to: to.email, subject: texts.subject, text, html };
}
