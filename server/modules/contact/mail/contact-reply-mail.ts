import type { ContactTopic } from '../../../../domain/contact';
import { isLocale, type Locale } from '../../../../domain/locales';
import { escapeHtml } from '../../../adapters/mail/mail-text';
import type { MailMessage } from '../../../adapters/mail/mailer';
import { ACKNOWLEDGEMENT_TEXTS } from './contact-mail-texts';

/** The reply's subject (`{{topic}}`: the message's topic) and signature, per language. */
const REPLY_TEXTS: Record<Locale, { subject: string; signature: string }> = {
  fr: { subject: 'Réponse à votre message « {{topic}} » — Kinora', signature: "— L'équipe Kinora" },
  en: { subject: 'Reply to your message “{{topic}}” — Kinora', signature: '— The Kinora team' },
  es: { subject: 'Respuesta a tu mensaje «{{topic}}» — Kinora', signature: '— El equipo de Kinora' },
  pt: { subject: 'Resposta à sua mensagem “{{topic}}” — Kinora', signature: '— A equipe Kinora' },
  de: { subject: 'Antwort auf deine Nachricht „{{topic}}“ — Kinora', signature: '— Das Kinora-Team' },
  it: { subject: 'Risposta al tuo messaggio «{{topic}}» — Kinora', signature: '— Il team di Kinora' },
  hi: { subject: 'आपके संदेश “{{topic}}” का उत्तर — Kinora', signature: '— Kinora टीम' },
  zh: { subject: '回复您关于“{{topic}}”的留言 — Kinora', signature: '— Kinora 团队' },
};

/**
 * An admin's answer to a contact message, to the address that wrote, in the message's language,
 * Reply-To the support address: the sender's answer reaches the team, not the admin's own box.
 */
export function buildContactReply(
  message: { email: string; topic: string; locale: string },
  body: string,
  supportEmail: string,
): MailMessage {
  const locale: Locale = isLocale(message.locale) ? message.locale : 'fr';
  const texts = REPLY_TEXTS[locale];
  const topic = ACKNOWLEDGEMENT_TEXTS[locale].topics[message.topic as ContactTopic] ?? message.topic;
  const subject = texts.subject.replace('{{topic}}', topic);
  const text = `${body}\n\n${texts.signature}`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1a2e;max-width:560px;margin:auto;padding:24px">
<p style="white-space:pre-wrap">${escapeHtml(body)}</p><p style="color:#666">${escapeHtml(texts.signature)}</p></body></html>`;
  return { to: message.email, replyTo: supportEmail, subject, text, html };
}
