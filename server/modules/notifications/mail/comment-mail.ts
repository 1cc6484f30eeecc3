import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../../domain/locales';
import type { NotificationData } from '../../../../domain/notifications';
import { escapeHtml, fill, oneLine } from '../../../adapters/mail/mail-text';
import type { MailMessage } from '../../../adapters/mail/mailer';
import type { MailRecipient } from './mail-recipient';

type CommentKind = 'comment_reply' | 'comment_mention' | 'comment_heart';

interface CommentMailTexts {
  /** `{{author}}` (not for the heart) and `{{title}}`, per kind. */
  subject: Record<CommentKind, string>;
  /** `{{name}}` */
  greeting: string;
  action: string;
  /** Why this mail came and how to stop it: `{{settingsUrl}}`. */
  footer: string;
}

/** Mailed only to members who turned on the comments emails (the `emailComments` preference). */
const TEXTS: Record<Locale, CommentMailTexts> = {
  fr: {
    subject: {
      comment_reply: '{{author}} a répondu à votre commentaire sur « {{title}} »',
      comment_mention: '{{author}} vous a mentionné sur « {{title}} »',
      comment_heart: 'La créatrice ou le créateur de « {{title}} » a aimé votre commentaire',
    },
    greeting: 'Bonjour {{name}},',
    action: 'Voir le commentaire',
    footer: 'Vous recevez cet email car vous avez activé les emails pour vos commentaires : {{settingsUrl}}',
  },
  en: {
    subject: {
      comment_reply: '{{author}} replied to your comment on “{{title}}”',
      comment_mention: '{{author}} mentioned you on “{{title}}”',
      comment_heart: 'The creator of “{{title}}” hearted your comment',
    },
    greeting: 'Hello {{name}},',
    action: 'See the comment',
    footer: 'You are receiving this email because you turned on emails for your comments: {{settingsUrl}}',
  },
  es: {
    subject: {
      comment_reply: '{{author}} respondió a tu comentario en «{{title}}»',
      comment_mention: '{{author}} te mencionó en «{{title}}»',
      comment_heart: 'Al creador de «{{title}}» le encantó tu comentario',
    },
    greeting: 'Hola, {{name}}:',
    action: 'Ver el comentario',
    footer: 'Recibes este correo porque activaste los correos de tus comentarios: {{settingsUrl}}',
  },
  pt: {
    subject: {
      comment_reply: '{{author}} respondeu ao seu comentário em «{{title}}»',
      comment_mention: '{{author}} mencionou-o em «{{title}}»',
      comment_heart: 'O criador de «{{title}}» adorou o seu comentário',
    },
    greeting: 'Olá {{name}},',
    action: 'Ver o comentário',
    footer: 'Recebe este email porque ativou os emails dos seus comentários: {{settingsUrl}}',
  },
  de: {
    subject: {
      comment_reply: '{{author}} hat auf deinen Kommentar zu „{{title}}“ geantwortet',
      comment_mention: '{{author}} hat dich bei „{{title}}“ erwähnt',
      comment_heart: 'Der Creator von „{{title}}“ hat deinem Kommentar ein Herz gegeben',
    },
    greeting: 'Hallo {{name}},',
    action: 'Kommentar ansehen',
    footer: 'Du erhältst diese E-Mail, weil du E-Mails zu deinen Kommentaren aktiviert hast: {{settingsUrl}}',
  },
  it: {
    subject: {
      comment_reply: '{{author}} ha risposto al tuo commento su «{{title}}»',
      comment_mention: '{{author}} ti ha menzionato su «{{title}}»',
      comment_heart: 'Il creator di «{{title}}» ha messo un cuore al tuo commento',
    },
    greeting: 'Ciao {{name}},',
    action: 'Vedi il commento',
    footer: 'Ricevi questa email perché hai attivato le email per i tuoi commenti: {{settingsUrl}}',
  },
  hi: {
    subject: {
      comment_reply: '{{author}} ने “{{title}}” पर आपकी टिप्पणी का जवाब दिया',
      comment_mention: '{{author}} ने “{{title}}” पर आपका उल्लेख किया',
      comment_heart: '“{{title}}” के क्रिएटर ने आपकी टिप्पणी को दिल दिया',
    },
    greeting: 'नमस्ते {{name}},',
    action: 'टिप्पणी देखें',
    footer: 'आपको यह ईमेल इसलिए मिला क्योंकि आपने अपनी टिप्पणियों के ईमेल चालू किए हैं: {{settingsUrl}}',
  },
  zh: {
    subject: {
      comment_reply: '{{author}} 回复了您在《{{title}}》下的评论',
      comment_mention: '{{author}} 在《{{title}}》下提到了您',
      comment_heart: '《{{title}}》的创作者为您的评论点了爱心',
    },
    greeting: '{{name}}，您好：',
    action: '查看评论',
    footer: '您收到此邮件，是因为您开启了评论邮件通知：{{settingsUrl}}',
  },
};

/** A reply, a mention or the creator's heart, in the member's language, with a link to the comment on its video. */
export const buildCommentMail =
  <K extends CommentKind>(kind: K) =>
  (data: NotificationData<K>, to: MailRecipient, publicUrl: string): MailMessage => {
    const texts = TEXTS[isLocale(to.locale) ? to.locale : DEFAULT_LOCALE];
    const author = 'authorName' in data ? oneLine(data.authorName) : '';
    const subject = fill(texts.subject[kind], { author, title: oneLine(data.videoTitle) });
    const watchUrl = `${publicUrl}/watch/${data.videoId}?comment=${data.commentId}`;
    const settingsUrl = `${publicUrl}/settings`;
    const greeting = fill(texts.greeting, { name: oneLine(to.name) });
    const footer = fill(texts.footer, { settingsUrl });
    const text = [
      greeting,
      '',
      subject,
      '',
      `${texts.action} : ${watchUrl}`,
      '',
      footer,
      '',
      '— Kinora',
    ].join('\n');
    const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1a2e;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px;color:#e11d48">Kinora</h1>
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(subject)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(watchUrl)}" style="background:#e11d48;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(texts.action)}</a></p>
<p style="font-size:13px;color:#666">${escapeHtml(footer)}</p></body></html>`;
    return { to: to.email, subject: `${subject} — Kinora`, text, html };
  };
