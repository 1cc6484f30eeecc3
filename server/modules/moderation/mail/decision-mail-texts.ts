import type { Locale } from '../../../../domain/locales';
import type { DecisionSanctionKind, LimitableFeature } from '../../../../domain/moderation-decisions';

export interface DecisionMailTexts {
  subject: string;
  /** `{{name}}` */
  greeting: string;
  intro: string;
  restricted: string;
  sanctions: Record<DecisionSanctionKind, string>;
  features: Record<LimitableFeature, string>;
  /** `{{date}}` */
  until: string;
  permanent: string;
  facts: string;
  explanation: string;
  rule: string;
  legal: string;
  notice: string;
  automated: string;
  /** `{{date}}` */
  appeal: string;
  link: string;
  reference: string;
  /** Appeal outcome mail. */
  outcomeSubject: string;
  upheld: string;
  overturned: string;
  reviewer: string;
  final: string;
}

/** The statement of reasons by email (DSA Art. 17) and the appeal's outcome, per language. */
export const DECISION_MAIL_TEXTS: Record<Locale, DecisionMailTexts> = {
  fr: {
    subject: 'Décision de modération concernant votre compte — Kinora',
    greeting: 'Bonjour {{name}},',
    intro: 'Notre équipe de modération a pris une décision qui vous concerne. Voici ses motifs.',
    restricted: 'Mesure prise',
    sanctions: {
      video_removal: 'Retrait de la vidéo',
      comment_removal: 'Retrait du commentaire',
      demonetisation: 'Démonétisation',
      feature_limit: 'Limitation de fonctionnalité',
      suspension: 'Suspension temporaire',
      ban: 'Bannissement définitif',
    },
    features: { upload: 'mise en ligne', comment: 'commentaires', report: 'signalements' },
    until: 'jusqu’au {{date}}',
    permanent: 'définitivement',
    facts: 'Faits',
    explanation: 'Pourquoi le contenu enfreint la règle',
    rule: 'Règle concernée',
    legal: 'Fondement juridique',
    notice: 'Cette décision fait suite à un signalement.',
    automated: 'Aucune décision automatisée n’a été prise : une personne a examiné le contenu.',
    appeal:
      'Vous pouvez faire appel jusqu’au {{date}}. Un seul appel est possible ; il est examiné par une autre personne que celle qui a décidé.',
    link: 'Voir la décision et faire appel',
    reference: 'Référence',
    outcomeSubject: 'Votre appel a été examiné — Kinora',
    upheld: 'Votre appel a été examiné : la décision est maintenue.',
    overturned:
      'Votre appel a été accepté : la décision est annulée et ce qu’elle avait restreint vous est rendu.',
    reviewer: 'Motifs de l’examen',
    final: 'Cette décision est définitive.',
  },
  en: {
    subject: 'Moderation decision about your account — Kinora',
    greeting: 'Hello {{name}},',
    intro: 'Our moderation team took a decision that concerns you. Here are its reasons.',
    restricted: 'Action taken',
    sanctions: {
      video_removal: 'Video removal',
      comment_removal: 'Comment removal',
      demonetisation: 'Demonetisation',
      feature_limit: 'Feature limit',
      suspension: 'Temporary suspension',
      ban: 'Permanent ban',
    },
    features: { upload: 'uploading', comment: 'comments', report: 'reports' },
    until: 'until {{date}}',
    permanent: 'permanently',
    facts: 'Facts',
    explanation: 'Why the content breaks the rule',
    rule: 'Rule concerned',
    legal: 'Legal ground',
    notice: 'This decision follows a report.',
    automated: 'No automated decision was made: a person reviewed the content.',
    appeal:
      'You may appeal until {{date}}. One appeal is possible; it is reviewed by someone other than the person who decided.',
    link: 'See the decision and appeal',
    reference: 'Reference',
    outcomeSubject: 'Your appeal has been reviewed — Kinora',
    upheld: 'Your appeal was reviewed: the decision stands.',
    overturned: 'Your appeal was accepted: the decision is overturned and what it restricted is given back.',
    reviewer: 'Reasons of the review',
    final: 'This decision is final.',
  },
  es: {
    subject: 'Decisión de moderación sobre tu cuenta — Kinora',
    greeting: 'Hola, {{name}}:',
    intro: 'Nuestro equipo de moderación ha tomado una decisión que te concierne. Estos son sus motivos.',
    restricted: 'Medida adoptada',
    sanctions: {
      video_removal: 'Retirada del vídeo',
      comment_removal: 'Retirada del comentario',
      demonetisation: 'Desmonetización',
      feature_limit: 'Limitación de funciones',
      suspension: 'Suspensión temporal',
      ban: 'Expulsión definitiva',
    },
    features: { upload: 'subida de vídeos', comment: 'comentarios', report: 'denuncias' },
    until: 'hasta el {{date}}',
    permanent: 'de forma definitiva',
    facts: 'Hechos',
    explanation: 'Por qué el contenido infringe la norma',
    rule: 'Norma afectada',
    legal: 'Fundamento jurídico',
    notice: 'Esta decisión responde a una denuncia.',
    automated: 'No se ha tomado ninguna decisión automatizada: una persona revisó el contenido.',
    appeal:
      'Puedes recurrir hasta el {{date}}. Solo es posible un recurso, que examina una persona distinta de la que decidió.',
    link: 'Ver la decisión y recurrir',
    reference: 'Referencia',
    outcomeSubject: 'Tu recurso ha sido examinado — Kinora',
    upheld: 'Tu recurso ha sido examinado: la decisión se mantiene.',
    overturned: 'Tu recurso ha sido aceptado: la decisión queda anulada y se te devuelve lo que restringía.',
    reviewer: 'Motivos del examen',
    final: 'Esta decisión es definitiva.',
  },
  pt: {
    subject: 'Decisão de moderação sobre a sua conta — Kinora',
    greeting: 'Olá {{name}},',
    intro: 'A nossa equipa de moderação tomou uma decisão que lhe diz respeito. Estes são os motivos.',
    restricted: 'Medida tomada',
    sanctions: {
      video_removal: 'Remoção do vídeo',
      comment_removal: 'Remoção do comentário',
      demonetisation: 'Desmonetização',
      feature_limit: 'Limitação de funcionalidade',
      suspension: 'Suspensão temporária',
      ban: 'Banimento definitivo',
    },
    features: { upload: 'carregamento de vídeos', comment: 'comentários', report: 'denúncias' },
    until: 'até {{date}}',
    permanent: 'definitivamente',
    facts: 'Factos',
    explanation: 'Porque é que o conteúdo viola a regra',
    rule: 'Regra em causa',
    legal: 'Fundamento jurídico',
    notice: 'Esta decisão resulta de uma denúncia.',
    automated: 'Não foi tomada nenhuma decisão automatizada: uma pessoa analisou o conteúdo.',
    appeal:
      'Pode recorrer até {{date}}. Só é possível um recurso, analisado por uma pessoa diferente da que decidiu.',
    link: 'Ver a decisão e recorrer',
    reference: 'Referência',
    outcomeSubject: 'O seu recurso foi analisado — Kinora',
    upheld: 'O seu recurso foi analisado: a decisão mantém-se.',
    overturned: 'O seu recurso foi aceite: a decisão foi anulada e o que restringia foi-lhe devolvido.',
    reviewer: 'Motivos da análise',
    final: 'Esta decisão é definitiva.',
  },
  de: {
    subject: 'Moderationsentscheidung zu Ihrem Konto — Kinora',
    greeting: 'Hallo {{name}},',
    intro:
      'Unser Moderationsteam hat eine Entscheidung getroffen, die Sie betrifft. Hier ist die Begründung.',
    restricted: 'Ergriffene Maßnahme',
    sanctions: {
      video_removal: 'Entfernung des Videos',
      comment_removal: 'Entfernung des Kommentars',
      demonetisation: 'Demonetarisierung',
      feature_limit: 'Funktionseinschränkung',
      suspension: 'Vorübergehende Sperre',
      ban: 'Dauerhafter Ausschluss',
    },
    features: { upload: 'Hochladen', comment: 'Kommentare', report: 'Meldungen' },
    until: 'bis {{date}}',
    permanent: 'dauerhaft',
    facts: 'Sachverhalt',
    explanation: 'Warum der Inhalt gegen die Regel verstößt',
    rule: 'Betroffene Regel',
    legal: 'Rechtsgrundlage',
    notice: 'Diese Entscheidung folgt auf eine Meldung.',
    automated: 'Es wurde keine automatisierte Entscheidung getroffen: Ein Mensch hat den Inhalt geprüft.',
    appeal:
      'Sie können bis {{date}} Einspruch einlegen. Ein Einspruch ist möglich; er wird von einer anderen Person geprüft als der, die entschieden hat.',
    link: 'Entscheidung ansehen und Einspruch einlegen',
    reference: 'Referenz',
    outcomeSubject: 'Ihr Einspruch wurde geprüft — Kinora',
    upheld: 'Ihr Einspruch wurde geprüft: Die Entscheidung bleibt bestehen.',
    overturned:
      'Ihrem Einspruch wurde stattgegeben: Die Entscheidung ist aufgehoben und die Einschränkung rückgängig gemacht.',
    reviewer: 'Begründung der Prüfung',
    final: 'Diese Entscheidung ist endgültig.',
  },
  it: {
    subject: 'Decisione di moderazione sul tuo account — Kinora',
    greeting: 'Ciao {{name}},',
    intro: 'Il nostro team di moderazione ha preso una decisione che ti riguarda. Ecco le motivazioni.',
    restricted: 'Provvedimento adottato',
    sanctions: {
      video_removal: 'Rimozione del video',
      comment_removal: 'Rimozione del commento',
      demonetisation: 'Demonetizzazione',
      feature_limit: 'Limitazione di funzionalità',
      suspension: 'Sospensione temporanea',
      ban: 'Esclusione definitiva',
    },
    features: { upload: 'caricamento di video', comment: 'commenti', report: 'segnalazioni' },
    until: 'fino al {{date}}',
    permanent: 'definitivamente',
    facts: 'Fatti',
    explanation: 'Perché il contenuto viola la regola',
    rule: 'Regola interessata',
    legal: 'Fondamento giuridico',
    notice: 'Questa decisione fa seguito a una segnalazione.',
    automated: 'Non è stata presa alcuna decisione automatizzata: una persona ha esaminato il contenuto.',
    appeal:
      'Puoi presentare ricorso fino al {{date}}. È possibile un solo ricorso, esaminato da una persona diversa da chi ha deciso.',
    link: 'Vedi la decisione e presenta ricorso',
    reference: 'Riferimento',
    outcomeSubject: 'Il tuo ricorso è stato esaminato — Kinora',
    upheld: 'Il tuo ricorso è stato esaminato: la decisione è confermata.',
    overturned:
      'Il tuo ricorso è stato accolto: la decisione è annullata e ciò che limitava ti è stato restituito.',
    reviewer: 'Motivazioni dell’esame',
    final: 'Questa decisione è definitiva.',
  },
  hi: {
    subject: 'आपके खाते के बारे में मॉडरेशन निर्णय — Kinora',
    greeting: 'नमस्ते {{name}},',
    intro: 'हमारी मॉडरेशन टीम ने आपसे जुड़ा एक निर्णय लिया है। इसके कारण नीचे दिए गए हैं।',
    restricted: 'की गई कार्रवाई',
    sanctions: {
      video_removal: 'वीडियो हटाना',
      comment_removal: 'टिप्पणी हटाना',
      demonetisation: 'मुद्रीकरण रोकना',
      feature_limit: 'सुविधा पर सीमा',
      suspension: 'अस्थायी निलंबन',
      ban: 'स्थायी प्रतिबंध',
    },
    features: { upload: 'अपलोड', comment: 'टिप्पणियाँ', report: 'रिपोर्ट' },
    until: '{{date}} तक',
    permanent: 'स्थायी रूप से',
    facts: 'तथ्य',
    explanation: 'सामग्री नियम का उल्लंघन क्यों करती है',
    rule: 'संबंधित नियम',
    legal: 'कानूनी आधार',
    notice: 'यह निर्णय एक रिपोर्ट के बाद लिया गया है।',
    automated: 'कोई स्वचालित निर्णय नहीं लिया गया: एक व्यक्ति ने सामग्री की समीक्षा की।',
    appeal: 'आप {{date}} तक अपील कर सकते हैं। केवल एक अपील संभव है; उसकी समीक्षा निर्णय लेने वाले से अलग व्यक्ति करेगा।',
    link: 'निर्णय देखें और अपील करें',
    reference: 'संदर्भ',
    outcomeSubject: 'आपकी अपील की समीक्षा हो गई — Kinora',
    upheld: 'आपकी अपील की समीक्षा हुई: निर्णय बरकरार है।',
    overturned: 'आपकी अपील स्वीकार हुई: निर्णय रद्द कर दिया गया है और जो प्रतिबंधित था वह बहाल कर दिया गया है।',
    reviewer: 'समीक्षा के कारण',
    final: 'यह निर्णय अंतिम है।',
  },
  zh: {
    subject: '关于您账户的审核决定 — Kinora',
    greeting: '{{name}}，您好：',
    intro: '我们的审核团队作出了一项与您有关的决定，理由如下。',
    restricted: '采取的措施',
    sanctions: {
      video_removal: '移除视频',
      comment_removal: '移除评论',
      demonetisation: '取消获利',
      feature_limit: '功能限制',
      suspension: '临时停用',
      ban: '永久封禁',
    },
    features: { upload: '上传', comment: '评论', report: '举报' },
    until: '直至 {{date}}',
    permanent: '永久',
    facts: '事实',
    explanation: '该内容为何违反规则',
    rule: '相关规则',
    legal: '法律依据',
    notice: '此决定源于一项举报。',
    automated: '未作出任何自动化决定：由人工审查了该内容。',
    appeal: '您可在 {{date}} 之前提出申诉。只能申诉一次，并由作出决定者以外的人员审查。',
    link: '查看决定并申诉',
    reference: '编号',
    outcomeSubject: '您的申诉已审查 — Kinora',
    upheld: '您的申诉已审查：维持原决定。',
    overturned: '您的申诉已被接受：原决定已撤销，被限制的内容已恢复。',
    reviewer: '审查理由',
    final: '此决定为最终决定。',
  },
};
