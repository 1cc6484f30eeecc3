import type { ContactTopic } from '../../../../domain/contact';
import type { Locale } from '../../../../domain/locales';

interface AcknowledgementTexts {
  subject: string;
  greeting: string;
  /** `{{topic}}`: the topic's name; `{{days}}`: the working days within which the team replies. */
  body: string;
  footer: string;
  topics: Record<ContactTopic, string>;
}

/**
 * The acknowledgement sent to whoever wrote, per language. It repeats nothing they typed (no name,
 * no message): anyone may enter someone else's address, and the form must not become a way to mail
 * them arbitrary text in Kinora's name.
 */
export const ACKNOWLEDGEMENT_TEXTS: Record<Locale, AcknowledgementTexts> = {
  fr: {
    subject: 'Nous avons bien reçu votre message — Kinora',
    greeting: 'Bonjour,',
    body: 'Merci de nous avoir écrit au sujet de « {{topic}} ». Notre équipe vous répondra sous {{days}} jours ouvrés.',
    footer: "Si vous n'avez pas écrit à Kinora, ignorez ce message.",
    topics: {
      general: 'Question générale',
      support: 'Assistance',
      partnership: 'Partenariat',
      press: 'Presse',
      feedback: 'Suggestions',
    },
  },
  en: {
    subject: 'We received your message — Kinora',
    greeting: 'Hello,',
    body: 'Thank you for writing to us about “{{topic}}”. Our team will reply within {{days}} working days.',
    footer: "If you didn't write to Kinora, ignore this message.",
    topics: {
      general: 'General question',
      support: 'Support',
      partnership: 'Partnership',
      press: 'Press',
      feedback: 'Feedback',
    },
  },
  es: {
    subject: 'Hemos recibido tu mensaje — Kinora',
    greeting: 'Hola:',
    body: 'Gracias por escribirnos sobre «{{topic}}». Nuestro equipo te responderá en un plazo de {{days}} días hábiles.',
    footer: 'Si no has escrito a Kinora, ignora este mensaje.',
    topics: {
      general: 'Consulta general',
      support: 'Soporte',
      partnership: 'Colaboración',
      press: 'Prensa',
      feedback: 'Sugerencias',
    },
  },
  pt: {
    subject: 'Recebemos sua mensagem — Kinora',
    greeting: 'Olá,',
    body: 'Obrigado por nos escrever sobre “{{topic}}”. Nossa equipe responderá em até {{days}} dias úteis.',
    footer: 'Se você não escreveu para o Kinora, ignore esta mensagem.',
    topics: {
      general: 'Dúvida geral',
      support: 'Suporte',
      partnership: 'Parceria',
      press: 'Imprensa',
      feedback: 'Sugestões',
    },
  },
  de: {
    subject: 'Wir haben deine Nachricht erhalten — Kinora',
    greeting: 'Hallo,',
    body: 'Danke für deine Nachricht zum Thema „{{topic}}“. Unser Team antwortet dir innerhalb von {{days}} Werktagen.',
    footer: 'Wenn du Kinora nicht geschrieben hast, ignoriere diese Nachricht.',
    topics: {
      general: 'Allgemeine Frage',
      support: 'Support',
      partnership: 'Partnerschaft',
      press: 'Presse',
      feedback: 'Feedback',
    },
  },
  it: {
    subject: 'Abbiamo ricevuto il tuo messaggio — Kinora',
    greeting: 'Ciao,',
    body: 'Grazie per averci scritto a proposito di «{{topic}}». Il nostro team ti risponderà entro {{days}} giorni lavorativi.',
    footer: 'Se non hai scritto a Kinora, ignora questo messaggio.',
    topics: {
      general: 'Domanda generale',
      support: 'Assistenza',
      partnership: 'Partnership',
      press: 'Stampa',
      feedback: 'Suggerimenti',
    },
  },
  hi: {
    subject: 'हमें आपका संदेश मिल गया है — Kinora',
    greeting: 'नमस्ते,',
    body: '“{{topic}}” के बारे में हमें लिखने के लिए धन्यवाद। हमारी टीम {{days}} कार्य दिवसों के भीतर आपको जवाब देगी।',
    footer: 'यदि आपने Kinora को नहीं लिखा है, तो इस संदेश को अनदेखा करें।',
    topics: {
      general: 'सामान्य प्रश्न',
      support: 'सहायता',
      partnership: 'साझेदारी',
      press: 'प्रेस',
      feedback: 'सुझाव',
    },
  },
  zh: {
    subject: '我们已收到您的留言 — Kinora',
    greeting: '您好：',
    body: '感谢您就“{{topic}}”与我们联系。我们的团队将在 {{days}} 个工作日内回复您。',
    footer: '如果您没有给 Kinora 写信，请忽略此邮件。',
    topics: {
      general: '一般咨询',
      support: '技术支持',
      partnership: '商务合作',
      press: '媒体',
      feedback: '意见反馈',
    },
  },
};

/** The support mail's labels: the team works in French, the reference language. */
export const SUPPORT_MAIL_LABELS = {
  subject: 'Formulaire de contact',
  intro:
    'Nouveau message reçu par le formulaire de contact. Répondez directement à cet email pour écrire à l’expéditeur.',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Email',
  jobTitle: 'Fonction',
  topic: 'Sujet',
  locale: 'Langue',
  member: 'Compte membre',
  visitor: 'aucun (visiteur)',
  message: 'Message',
} as const;
