export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface SentMail {
  id: string;
}

/** Sends mail: through SMTP when SMTP_URL is set, else into the local outbox (DATA_DIR/mail). */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<SentMail>;
  check(): Promise<void>;
  close(): Promise<void>;
}
