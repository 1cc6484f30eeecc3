import type { Locale } from '../../../../domain/locales';
import type { ReportItemKind } from '../../../../domain/moderation';

export interface ReportOutcomeTexts {
  /** `{{reference}}` */
  subject: string;
  greeting: string;
  /** `{{item}}` (a video / a channel), `{{reference}}` */
  dismissed: string;
  /** `{{item}}`, `{{reference}}`: a sanction was decided (what exactly is the member's business). */
  actioned: string;
  items: Record<ReportItemKind, string>;
  /** Before the link to the rules section the report named. */
  rule: string;
  footer: string;
}

/**
 * The decision on a visitor's notice (DSA Art. 16(5)), per language. Like the receipt it repeats
 * nothing typed in the form, and it does not carry the admins' statement (written for the record).
 */
export const REPORT_OUTCOME_TEXTS: Record<Locale, ReportOutcomeTexts> = {
  fr: {
    subject: 'Votre signalement {{reference}} a été examiné — Kinora',
    greeting: 'Bonjour,',
    dismissed:
      'Notre équipe a examiné votre signalement {{reference}} d’{{item}}. Après examen, aucune mesure n’a été prise : le contenu ne nous paraît pas enfreindre la règle citée.',
    actioned:
      'Notre équipe a examiné votre signalement {{reference}} d’{{item}}. Une mesure de modération a été prise à l’égard de ce contenu. Merci de nous avoir aidés à faire respecter nos règles.',
    items: { video: 'une vidéo', channel: 'une chaîne', comment: 'un commentaire' },
    rule: 'Règle concernée',
    footer: 'Vous recevez cet email car cette adresse a été indiquée dans un signalement envoyé sur Kinora.',
  },
  en: {
    subject: 'Your report {{reference}} has been reviewed — Kinora',
    greeting: 'Hello,',
    dismissed:
      'Our team reviewed your report {{reference}} of {{item}}. After review, no action was taken: the content does not appear to break the rule you named.',
    actioned:
      'Our team reviewed your report {{reference}} of {{item}}. A moderation action was taken on this content. Thank you for helping us enforce our rules.',
    items: { video: 'a video', channel: 'a channel', comment: 'a comment' },
    rule: 'Rule concerned',
    footer: 'You are receiving this email because this address was given in a report sent on Kinora.',
  },
  es: {
    subject: 'Tu denuncia {{reference}} ha sido revisada — Kinora',
    greeting: 'Hola:',
    dismissed:
      'Nuestro equipo ha revisado tu denuncia {{reference}} de {{item}}. Tras la revisión, no se ha tomado ninguna medida: el contenido no parece infringir la norma indicada.',
    actioned:
      'Nuestro equipo revisó tu denuncia {{reference}} de {{item}}. Se ha tomado una medida de moderación sobre este contenido. Gracias por ayudarnos a hacer cumplir nuestras normas.',
    items: { video: 'un vídeo', channel: 'un canal', comment: 'un comentario' },
    rule: 'Norma afectada',
    footer: 'Recibes este correo porque esta dirección se indicó en una denuncia enviada en Kinora.',
  },
  pt: {
    subject: 'A sua denúncia {{reference}} foi analisada — Kinora',
    greeting: 'Olá,',
    dismissed:
      'A nossa equipa analisou a sua denúncia {{reference}} de {{item}}. Após análise, não foi tomada nenhuma medida: o conteúdo não parece violar a regra indicada.',
    actioned:
      'A nossa equipa analisou a sua denúncia {{reference}} de {{item}}. Foi tomada uma medida de moderação sobre este conteúdo. Obrigado por nos ajudar a fazer cumprir as nossas regras.',
    items: { video: 'um vídeo', channel: 'um canal', comment: 'um comentário' },
    rule: 'Regra em causa',
    footer: 'Recebe este email porque este endereço foi indicado numa denúncia enviada no Kinora.',
  },
  de: {
    subject: 'Deine Meldung {{reference}} wurde geprüft — Kinora',
    greeting: 'Hallo,',
    dismissed:
      'Unser Team hat deine Meldung {{reference}} {{item}} geprüft. Nach der Prüfung wurde keine Maßnahme ergriffen: Der Inhalt scheint nicht gegen die genannte Regel zu verstoßen.',
    actioned:
      'Unser Team hat Ihre Meldung {{reference}} zu {{item}} geprüft. Gegen diesen Inhalt wurde eine Moderationsmaßnahme ergriffen. Danke, dass Sie uns helfen, unsere Regeln durchzusetzen.',
    items: { video: 'eines Videos', channel: 'eines Kanals', comment: 'eines Kommentars' },
    rule: 'Betroffene Regel',
    footer: 'Du erhältst diese E-Mail, weil diese Adresse in einer Meldung auf Kinora angegeben wurde.',
  },
  it: {
    subject: 'La tua segnalazione {{reference}} è stata esaminata — Kinora',
    greeting: 'Ciao,',
    dismissed:
      'Il nostro team ha esaminato la tua segnalazione {{reference}} di {{item}}. Dopo l’esame non è stata presa alcuna misura: il contenuto non sembra violare la regola indicata.',
    actioned:
      'Il nostro team ha esaminato la tua segnalazione {{reference}} di {{item}}. È stato adottato un provvedimento di moderazione su questo contenuto. Grazie per averci aiutato a far rispettare le nostre regole.',
    items: { video: 'un video', channel: 'un canale', comment: 'un commento' },
    rule: 'Regola interessata',
    footer:
      'Ricevi questa email perché questo indirizzo è stato indicato in una segnalazione inviata su Kinora.',
  },
  hi: {
    subject: 'आपकी रिपोर्ट {{reference}} की समीक्षा हो गई है — Kinora',
    greeting: 'नमस्ते,',
    dismissed:
      'हमारी टीम ने {{item}} के बारे में आपकी रिपोर्ट {{reference}} की समीक्षा की। समीक्षा के बाद कोई कार्रवाई नहीं की गई: सामग्री बताए गए नियम का उल्लंघन करती नहीं लगती।',
    actioned:
      'हमारी टीम ने {{item}} के बारे में आपकी रिपोर्ट {{reference}} की समीक्षा की। इस सामग्री पर मॉडरेशन कार्रवाई की गई है। हमारे नियमों को लागू करने में मदद के लिए धन्यवाद।',
    items: { video: 'एक वीडियो', channel: 'एक चैनल', comment: 'एक टिप्पणी' },
    rule: 'संबंधित नियम',
    footer: 'आपको यह ईमेल इसलिए मिला है क्योंकि Kinora पर भेजी गई एक रिपोर्ट में यह पता दिया गया था।',
  },
  zh: {
    subject: '您的举报 {{reference}} 已审核 — Kinora',
    greeting: '您好，',
    dismissed:
      '我们的团队已审核您对{{item}}的举报 {{reference}}。经审核，未采取任何措施：该内容似乎未违反您指出的规则。',
    actioned:
      '我们的团队已审查您对{{item}}的举报 {{reference}}。已对该内容采取审核措施。感谢您帮助我们执行规则。',
    items: { video: '一个视频', channel: '一个频道', comment: '一条评论' },
    rule: '相关规则',
    footer: '您收到此邮件，是因为有人在 Kinora 提交举报时填写了此邮箱地址。',
  },
};
