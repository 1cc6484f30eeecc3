import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../../domain/locales';
import { RULES_PATH, reasonAnchor } from '../../../../domain/moderation';
import type { NotificationData } from '../../../../domain/notifications';
import { escapeHtml, fill, oneLine } from '../../../adapters/mail/mail-text';
import type { MailMessage } from '../../../adapters/mail/mailer';
import type { MailRecipient } from './mail-recipient';

interface ReportReceivedTexts {
  /** `{{reference}}` */
  subject: string;
  /** `{{name}}` */
  greeting: string;
  /** `{{reference}}` */
  body: string;
  rule: string;
  action: string;
  /** Why this mail came and how to stop it: `{{settingsUrl}}`. */
  footer: string;
}

/** A member's receipt by email (only with the "reports" email preference on), per language. */
const TEXTS: Record<Locale, ReportReceivedTexts> = {
  fr: {
    subject: 'Signalement reçu — référence {{reference}} — Kinora',
    greeting: 'Bonjour {{name}},',
    body: 'Nous avons bien reçu votre signalement (référence {{reference}}). Notre équipe va l’examiner.',
    rule: 'Règle concernée',
    action: 'Voir mes signalements',
    footer: 'Vous recevez cet email car vous avez activé les emails pour vos signalements : {{settingsUrl}}',
  },
  en: {
    subject: 'Report received — reference {{reference}} — Kinora',
    greeting: 'Hello {{name}},',
    body: 'We received your report (reference {{reference}}). Our team will review it.',
    rule: 'Rule concerned',
    action: 'See my reports',
    footer: 'You are receiving this email because you turned on emails for your reports: {{settingsUrl}}',
  },
  es: {
    subject: 'Denuncia recibida — referencia {{reference}} — Kinora',
    greeting: 'Hola, {{name}}:',
    body: 'Hemos recibido tu denuncia (referencia {{reference}}). Nuestro equipo la revisará.',
    rule: 'Norma afectada',
    action: 'Ver mis denuncias',
    footer: 'Recibes este correo porque activaste los correos de tus denuncias: {{settingsUrl}}',
  },
  pt: {
    subject: 'Denúncia recebida — referência {{reference}} — Kinora',
    greeting: 'Olá {{name}},',
    body: 'Recebemos a sua denúncia (referência {{reference}}). A nossa equipa vai analisá-la.',
    rule: 'Regra em causa',
    action: 'Ver as minhas denúncias',
    footer: 'Recebe este email porque ativou os emails das suas denúncias: {{settingsUrl}}',
  },
  de: {
    subject: 'Meldung erhalten — Referenz {{reference}} — Kinora',
    greeting: 'Hallo {{name}},',
    body: 'Wir haben deine Meldung erhalten (Referenz {{reference}}). Unser Team prüft sie.',
    rule: 'Betroffene Regel',
    action: 'Meine Meldungen ansehen',
    footer: 'Du erhältst diese E-Mail, weil du E-Mails zu deinen Meldungen aktiviert hast: {{settingsUrl}}',
  },
  it: {
    subject: 'Segnalazione ricevuta — riferimento {{reference}} — Kinora',
    greeting: 'Ciao {{name}},',
    body: 'Abbiamo ricevuto la tua segnalazione (riferimento {{reference}}). Il nostro team la esaminerà.',
    rule: 'Regola interessata',
    action: 'Vedi le mie segnalazioni',
    footer: 'Ricevi questa email perché hai attivato le email per le tue segnalazioni: {{settingsUrl}}',
  },
  hi: {
    subject: 'रिपोर्ट प्राप्त हुई — संदर्भ {{reference}} — Kinora',
    greeting: 'नमस्ते {{name}},',
    body: 'हमें आपकी रिपोर्ट (संदर्भ {{reference}}) मिल गई है। हमारी टीम इसकी समीक्षा करेगी।',
    rule: 'संबंधित नियम',
    action: 'मेरी रिपोर्टें देखें',
    footer: 'आपको यह ईमेल इसलिए मिला है क्योंकि आपने अपनी रिपोर्टों के लिए ईमेल चालू किए हैं: {{settingsUrl}}',
  },
  zh: {
    subject: '已收到举报 — 编号 {{reference}} — Kinora',
    greeting: '{{name}}，您好：',
    body: '我们已收到您的举报（编号 {{reference}}），我们的团队将进行审核。',
    rule: '相关规则',
    action: '查看我的举报',
    footer: '您收到此邮件，是因为您开启了举报相关的邮件通知：{{settingsUrl}}',
  },
};

/** The receipt of a member's report, in their language: the reference, the rule named, their reports. */
export function buildReportReceivedMail(
  data: NotificationData<'report_received'>,
  to: MailRecipient,
  publicUrl: string,
): MailMessage {
  const texts = TEXTS[isLocale(to.locale) ? to.locale : DEFAULT_LOCALE];
  const values = { reference: data.reference, name: oneLine(to.name), settingsUrl: `${publicUrl}/settings` };
  const ruleUrl = `${publicUrl}${RULES_PATH}#${reasonAnchor(data.reason)}`;
  const reportsUrl = `${publicUrl}/reports`;
  const [greeting, body, footer] = [texts.greeting, texts.body, texts.footer].map((t) => fill(t, values)) as [
    string,
    string,
    string,
  ];
  const text = [
    greeting,
    '',
    body,
    `${texts.rule} : ${ruleUrl}`,
    '',
    `${texts.action} : ${reportsUrl}`,
    '',
    footer,
    '',
    '— Kinora',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1a2e;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px;color:#e11d48">Kinora</h1>
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p>${escapeHtml(texts.rule)} : <a href="${escapeHtml(ruleUrl)}">${escapeHtml(ruleUrl)}</a></p>
<p><a href="${escapeHtml(reportsUrl)}">${escapeHtml(texts.action)}</a></p>
<p style="font-size:13px;color:#666">${escapeHtml(footer)}</p></body></html>`;
  return { to: to.email, subject: fill(texts.subject, values), text, html };
}
