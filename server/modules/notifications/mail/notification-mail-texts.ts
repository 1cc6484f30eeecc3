import type { Locale } from '../../../../domain/locales';

export interface NewVideoMailTexts {
  /** `{{channel}}` */
  subject: string;
  /** `{{name}}`: the member's display name. */
  greeting: string;
  /** `{{channel}}`, `{{title}}` */
  body: string;
  action: string;
  /** Why this mail came and how to stop it: `{{channel}}`, `{{settingsUrl}}`. */
  footer: string;
}

/** The mail a member who opted in gets when a channel they subscribe to publishes, per language. */
export const NEW_VIDEO_MAIL_TEXTS: Record<Locale, NewVideoMailTexts> = {
  fr: {
    subject: '{{channel}} a publié une nouvelle vidéo — Kinora',
    greeting: 'Bonjour {{name}},',
    body: '{{channel}} a publié « {{title}} ».',
    action: 'Regarder la vidéo',
    footer:
      'Vous recevez cet email car vous êtes abonné à {{channel}} et avez activé les emails pour les nouvelles vidéos. Pour ne plus les recevoir, désactivez-les dans vos paramètres : {{settingsUrl}}',
  },
  en: {
    subject: '{{channel}} published a new video — Kinora',
    greeting: 'Hello {{name}},',
    body: '{{channel}} published “{{title}}”.',
    action: 'Watch the video',
    footer:
      'You are receiving this email because you subscribe to {{channel}} and turned on emails for new videos. To stop receiving them, turn them off in your settings: {{settingsUrl}}',
  },
  es: {
    subject: '{{channel}} ha publicado un nuevo vídeo — Kinora',
    greeting: 'Hola, {{name}}:',
    body: '{{channel}} ha publicado «{{title}}».',
    action: 'Ver el vídeo',
    footer:
      'Recibes este correo porque estás suscrito a {{channel}} y activaste los correos de vídeos nuevos. Para dejar de recibirlos, desactívalos en tus ajustes: {{settingsUrl}}',
  },
  pt: {
    subject: '{{channel}} publicou um novo vídeo — Kinora',
    greeting: 'Olá, {{name}},',
    body: '{{channel}} publicou “{{title}}”.',
    action: 'Assistir ao vídeo',
    footer:
      'Você está recebendo este e-mail porque é inscrito em {{channel}} e ativou os e-mails de novos vídeos. Para não recebê-los mais, desative-os nas suas configurações: {{settingsUrl}}',
  },
  de: {
    subject: '{{channel}} hat ein neues Video veröffentlicht — Kinora',
    greeting: 'Hallo {{name}},',
    body: '{{channel}} hat „{{title}}“ veröffentlicht.',
    action: 'Video ansehen',
    footer:
      'Du erhältst diese E-Mail, weil du {{channel}} abonniert und E-Mails zu neuen Videos aktiviert hast. Um sie nicht mehr zu erhalten, deaktiviere sie in deinen Einstellungen: {{settingsUrl}}',
  },
  it: {
    subject: '{{channel}} ha pubblicato un nuovo video — Kinora',
    greeting: 'Ciao {{name}},',
    body: '{{channel}} ha pubblicato «{{title}}».',
    action: 'Guarda il video',
    footer:
      'Ricevi questa email perché sei iscritto a {{channel}} e hai attivato le email per i nuovi video. Per non riceverle più, disattivale nelle impostazioni: {{settingsUrl}}',
  },
  hi: {
    subject: '{{channel}} ने एक नया वीडियो प्रकाशित किया है — Kinora',
    greeting: 'नमस्ते {{name}},',
    body: '{{channel}} ने “{{title}}” प्रकाशित किया है।',
    action: 'वीडियो देखें',
    footer:
      'आपको यह ईमेल इसलिए मिला है क्योंकि आपने {{channel}} की सदस्यता ली है और नए वीडियो के लिए ईमेल चालू किए हैं। इन्हें अब और न पाने के लिए, अपनी सेटिंग्स में इन्हें बंद करें: {{settingsUrl}}',
  },
  zh: {
    subject: '{{channel}} 发布了新视频 — Kinora',
    greeting: '{{name}}，您好：',
    body: '{{channel}} 发布了“{{title}}”。',
    action: '观看视频',
    footer:
      '您收到此邮件，是因为您订阅了 {{channel}} 并开启了新视频邮件提醒。如不想再收到，请在设置中关闭：{{settingsUrl}}',
  },
};
