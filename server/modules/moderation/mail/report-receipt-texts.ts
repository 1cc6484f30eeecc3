import type { Locale } from '../../../../domain/locales';
import type { ReportItemKind } from '../../../../domain/moderation';

export interface ReportReceiptTexts {
  /** `{{reference}}` */
  subject: string;
  greeting: string;
  /** `{{item}}` (a video / a channel), `{{reference}}`, `{{date}}` */
  body: string;
  items: Record<ReportItemKind, string>;
  /** Before the link to the rules section the report named. */
  rule: string;
  next: string;
  /** Why this mail came (someone typed this address in the report form). */
  footer: string;
}

/**
 * A visitor's receipt (DSA Art. 16(4)), per language. It repeats nothing the sender typed (no
 * name, no note): the form accepts any address, so the mail must not carry a stranger's text.
 */
export const REPORT_RECEIPT_TEXTS: Record<Locale, ReportReceiptTexts> = {
  fr: {
    subject: 'Signalement reçu — référence {{reference}} — Kinora',
    greeting: 'Bonjour,',
    body: 'Nous avons bien reçu votre signalement d’{{item}} le {{date}}. Sa référence est {{reference}}.',
    items: { video: 'une vidéo', channel: 'une chaîne', comment: 'un commentaire' },
    rule: 'Règle concernée',
    next: 'Notre équipe l’examinera et vous informera de la décision prise à cette adresse.',
    footer: 'Vous recevez cet email car cette adresse a été indiquée dans un signalement envoyé sur Kinora.',
  },
  en: {
    subject: 'Report received — reference {{reference}} — Kinora',
    greeting: 'Hello,',
    body: 'We received your report of {{item}} on {{date}}. Its reference is {{reference}}.',
    items: { video: 'a video', channel: 'a channel', comment: 'a comment' },
    rule: 'Rule concerned',
    next: 'Our team will review it and tell you the decision at this address.',
    footer: 'You are receiving this email because this address was given in a report sent on Kinora.',
  },
  es: {
    subject: 'Denuncia recibida — referencia {{reference}} — Kinora',
    greeting: 'Hola:',
    body: 'Hemos recibido tu denuncia de {{item}} el {{date}}. Su referencia es {{reference}}.',
    items: { video: 'un vídeo', channel: 'un canal', comment: 'un comentario' },
    rule: 'Norma afectada',
    next: 'Nuestro equipo la revisará y te comunicará la decisión en esta dirección.',
    footer: 'Recibes este correo porque esta dirección se indicó en una denuncia enviada en Kinora.',
  },
  pt: {
    subject: 'Denúncia recebida — referência {{reference}} — Kinora',
    greeting: 'Olá,',
    body: 'Recebemos a sua denúncia de {{item}} em {{date}}. A referência é {{reference}}.',
    items: { video: 'um vídeo', channel: 'um canal', comment: 'um comentário' },
    rule: 'Regra em causa',
    next: 'A nossa equipa vai analisá-la e informar a decisão neste endereço.',
    footer: 'Recebe este email porque este endereço foi indicado numa denúncia enviada no Kinora.',
  },
  de: {
    subject: 'Meldung erhalten — Referenz {{reference}} — Kinora',
    greeting: 'Hallo,',
    body: 'Wir haben deine Meldung {{item}} am {{date}} erhalten. Ihre Referenz ist {{reference}}.',
    items: { video: 'eines Videos', channel: 'eines Kanals', comment: 'eines Kommentars' },
    rule: 'Betroffene Regel',
    next: 'Unser Team prüft sie und teilt dir die Entscheidung an diese Adresse mit.',
    footer: 'Du erhältst diese E-Mail, weil diese Adresse in einer Meldung auf Kinora angegeben wurde.',
  },
  it: {
    subject: 'Segnalazione ricevuta — riferimento {{reference}} — Kinora',
    greeting: 'Ciao,',
    body: 'Abbiamo ricevuto la tua segnalazione di {{item}} il {{date}}. Il riferimento è {{reference}}.',
    items: { video: 'un video', channel: 'un canale', comment: 'un commento' },
    rule: 'Regola interessata',
    next: 'Il nostro team la esaminerà e ti comunicherà la decisione a questo indirizzo.',
    footer:
      'Ricevi questa email perché questo indirizzo è stato indicato in una segnalazione inviata su Kinora.',
  },
  hi: {
    subject: 'रिपोर्ट प्राप्त हुई — संदर्भ {{reference}} — Kinora',
    greeting: 'नमस्ते,',
    body: 'हमें {{date}} को {{item}} के बारे में आपकी रिपोर्ट मिल गई है। इसका संदर्भ {{reference}} है।',
    items: { video: 'एक वीडियो', channel: 'एक चैनल', comment: 'एक टिप्पणी' },
    rule: 'संबंधित नियम',
    next: 'हमारी टीम इसकी समीक्षा करेगी और लिए गए निर्णय की जानकारी इसी पते पर देगी।',
    footer: 'आपको यह ईमेल इसलिए मिला है क्योंकि Kinora पर भेजी गई एक रिपोर्ट में यह पता दिया गया था।',
  },
  zh: {
    subject: '已收到举报 — 编号 {{reference}} — Kinora',
    greeting: '您好，',
    body: '我们已于 {{date}} 收到您对{{item}}的举报，编号为 {{reference}}。',
    items: { video: '一个视频', channel: '一个频道', comment: '一条评论' },
    rule: '相关规则',
    next: '我们的团队将进行审核，并通过此邮箱告知处理决定。',
    footer: '您收到此邮件，是因为有人在 Kinora 提交举报时填写了此邮箱地址。',
  },
};
