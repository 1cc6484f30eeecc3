import type { Locale } from '../../../../domain/locales';

export type AccountMailKind = 'confirmEmail' | 'resetPassword' | 'passwordChanged';

interface MailTexts {
  subject: string;
  greeting: string; // {{name}}
  body: string;
  action?: string;
  footer: string;
}

/** Texts of the account mails, per language. `{{name}}` is the member's display name. */
export const ACCOUNT_MAIL_TEXTS: Record<Locale, Record<AccountMailKind, MailTexts>> = {
  fr: {
    confirmEmail: {
      subject: 'Confirmez votre adresse email — Kinora',
      greeting: 'Bonjour {{name}},',
      body: 'Bienvenue sur Kinora ! Confirmez votre adresse email pour activer votre compte.',
      action: 'Confirmer mon adresse',
      footer: "Si vous n'avez pas créé de compte Kinora, ignorez ce message.",
    },
    resetPassword: {
      subject: 'Réinitialisez votre mot de passe — Kinora',
      greeting: 'Bonjour {{name}},',
      body: 'Vous avez demandé à réinitialiser votre mot de passe. Ce lien est valable une heure et ne fonctionne qu’une fois.',
      action: 'Choisir un nouveau mot de passe',
      footer:
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    },
    passwordChanged: {
      subject: 'Votre mot de passe a été modifié — Kinora',
      greeting: 'Bonjour {{name}},',
      body: 'Le mot de passe de votre compte Kinora vient d’être modifié.',
      footer:
        "Si vous n'êtes pas à l'origine de ce changement, réinitialisez votre mot de passe immédiatement et contactez le support.",
    },
  },
  en: {
    confirmEmail: {
      subject: 'Confirm your email address — Kinora',
      greeting: 'Hello {{name}},',
      body: 'Welcome to Kinora! Confirm your email address to activate your account.',
      action: 'Confirm my address',
      footer: "If you didn't create a Kinora account, ignore this message.",
    },
    resetPassword: {
      subject: 'Reset your password — Kinora',
      greeting: 'Hello {{name}},',
      body: 'You asked to reset your password. This link is valid for one hour and works only once.',
      action: 'Choose a new password',
      footer: "If you didn't ask for this, ignore this message: your password stays the same.",
    },
    passwordChanged: {
      subject: 'Your password was changed — Kinora',
      greeting: 'Hello {{name}},',
      body: 'The password of your Kinora account has just been changed.',
      footer: "If you didn't make this change, reset your password right away and contact support.",
    },
  },
  es: {
    confirmEmail: {
      subject: 'Confirma tu dirección de correo — Kinora',
      greeting: 'Hola, {{name}}:',
      body: '¡Te damos la bienvenida a Kinora! Confirma tu dirección de correo para activar tu cuenta.',
      action: 'Confirmar mi dirección',
      footer: 'Si no has creado una cuenta en Kinora, ignora este mensaje.',
    },
    resetPassword: {
      subject: 'Restablece tu contraseña — Kinora',
      greeting: 'Hola, {{name}}:',
      body: 'Has pedido restablecer tu contraseña. Este enlace es válido durante una hora y solo funciona una vez.',
      action: 'Elegir una nueva contraseña',
      footer: 'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambia.',
    },
    passwordChanged: {
      subject: 'Tu contraseña se ha cambiado — Kinora',
      greeting: 'Hola, {{name}}:',
      body: 'La contraseña de tu cuenta de Kinora acaba de cambiarse.',
      footer: 'Si no has sido tú, restablece tu contraseña de inmediato y contacta con el soporte.',
    },
  },
  pt: {
    confirmEmail: {
      subject: 'Confirme o seu endereço de e-mail — Kinora',
      greeting: 'Olá, {{name}},',
      body: 'Bem-vindo ao Kinora! Confirme o seu endereço de e-mail para ativar a sua conta.',
      action: 'Confirmar o meu endereço',
      footer: 'Se não criou uma conta Kinora, ignore esta mensagem.',
    },
    resetPassword: {
      subject: 'Redefina a sua senha — Kinora',
      greeting: 'Olá, {{name}},',
      body: 'Pediu para redefinir a sua senha. Este link é válido durante uma hora e só funciona uma vez.',
      action: 'Escolher uma nova senha',
      footer: 'Se não fez este pedido, ignore esta mensagem: a sua senha não muda.',
    },
    passwordChanged: {
      subject: 'A sua senha foi alterada — Kinora',
      greeting: 'Olá, {{name}},',
      body: 'A senha da sua conta Kinora acabou de ser alterada.',
      footer: 'Se não foi você, redefina a sua senha imediatamente e contacte o suporte.',
    },
  },
  de: {
    confirmEmail: {
      subject: 'Bestätige deine E-Mail-Adresse — Kinora',
      greeting: 'Hallo {{name}},',
      body: 'Willkommen bei Kinora! Bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren.',
      action: 'Adresse bestätigen',
      footer: 'Wenn du kein Kinora-Konto erstellt hast, ignoriere diese Nachricht.',
    },
    resetPassword: {
      subject: 'Setze dein Passwort zurück — Kinora',
      greeting: 'Hallo {{name}},',
      body: 'Du hast angefordert, dein Passwort zurückzusetzen. Dieser Link ist eine Stunde gültig und funktioniert nur einmal.',
      action: 'Neues Passwort wählen',
      footer: 'Wenn du das nicht warst, ignoriere diese Nachricht: Dein Passwort bleibt unverändert.',
    },
    passwordChanged: {
      subject: 'Dein Passwort wurde geändert — Kinora',
      greeting: 'Hallo {{name}},',
      body: 'Das Passwort deines Kinora-Kontos wurde soeben geändert.',
      footer: 'Wenn du das nicht warst, setze dein Passwort sofort zurück und kontaktiere den Support.',
    },
  },
  it: {
    confirmEmail: {
      subject: 'Conferma il tuo indirizzo email — Kinora',
      greeting: 'Ciao {{name}},',
      body: 'Benvenuto su Kinora! Conferma il tuo indirizzo email per attivare il tuo account.',
      action: 'Conferma il mio indirizzo',
      footer: 'Se non hai creato un account Kinora, ignora questo messaggio.',
    },
    resetPassword: {
      subject: 'Reimposta la tua password — Kinora',
      greeting: 'Ciao {{name}},',
      body: 'Hai chiesto di reimpostare la password. Questo link è valido per un’ora e funziona una sola volta.',
      action: 'Scegli una nuova password',
      footer: 'Se non sei stato tu, ignora questo messaggio: la tua password resta invariata.',
    },
    passwordChanged: {
      subject: 'La tua password è stata modificata — Kinora',
      greeting: 'Ciao {{name}},',
      body: 'La password del tuo account Kinora è appena stata modificata.',
      footer: 'Se non sei stato tu, reimposta subito la password e contatta l’assistenza.',
    },
  },
  hi: {
    confirmEmail: {
      subject: 'अपना ईमेल पता पुष्टि करें — Kinora',
      greeting: 'नमस्ते {{name}},',
      body: 'Kinora में आपका स्वागत है! अपना खाता सक्रिय करने के लिए अपना ईमेल पता पुष्टि करें।',
      action: 'मेरा पता पुष्टि करें',
      footer: 'यदि आपने Kinora खाता नहीं बनाया है, तो इस संदेश को अनदेखा करें।',
    },
    resetPassword: {
      subject: 'अपना पासवर्ड रीसेट करें — Kinora',
      greeting: 'नमस्ते {{name}},',
      body: 'आपने अपना पासवर्ड रीसेट करने का अनुरोध किया है। यह लिंक एक घंटे तक मान्य है और केवल एक बार काम करता है।',
      action: 'नया पासवर्ड चुनें',
      footer: 'यदि यह अनुरोध आपने नहीं किया, तो इस संदेश को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।',
    },
    passwordChanged: {
      subject: 'आपका पासवर्ड बदल दिया गया है — Kinora',
      greeting: 'नमस्ते {{name}},',
      body: 'आपके Kinora खाते का पासवर्ड अभी-अभी बदला गया है।',
      footer: 'यदि यह बदलाव आपने नहीं किया, तो तुरंत अपना पासवर्ड रीसेट करें और सहायता से संपर्क करें।',
    },
  },
  zh: {
    confirmEmail: {
      subject: '确认您的电子邮箱地址 — Kinora',
      greeting: '{{name}}，您好：',
      body: '欢迎加入 Kinora！请确认您的电子邮箱地址以激活账户。',
      action: '确认我的邮箱',
      footer: '如果您没有注册 Kinora 账户，请忽略此邮件。',
    },
    resetPassword: {
      subject: '重置您的密码 — Kinora',
      greeting: '{{name}}，您好：',
      body: '您申请了重置密码。此链接在一小时内有效，且只能使用一次。',
      action: '设置新密码',
      footer: '如果这不是您本人的操作，请忽略此邮件：您的密码不会改变。',
    },
    passwordChanged: {
      subject: '您的密码已更改 — Kinora',
      greeting: '{{name}}，您好：',
      body: '您的 Kinora 账户密码刚刚被更改。',
      footer: '如果这不是您本人的操作，请立即重置密码并联系客服。',
    },
  },
};
