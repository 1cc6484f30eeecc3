import type { Transporter } from 'nodemailer';
import type { Mailer, MailMessage, SentMail } from './mailer';

/** Real delivery through an SMTP server (SMTP_URL). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  // nodemailer (some 15 MB) is loaded with the first message or health check, not at start.
  private transport: Promise<Transporter> | null = null;

  constructor(private readonly opts: { url: string; from: string }) {}

  private transporter(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then((m) => m.default.createTransport(this.opts.url));
    return this.transport;
  }

  async send(message: MailMessage): Promise<SentMail> {
    const info = await (await this.transporter()).sendMail({ from: this.opts.from, ...message });
    return { id: info.messageId };
  }

  async check(): Promise<void> {
    await (await this.transporter()).verify();
  }

  async close(): Promise<void> {
    (await this.transport)?.close();
  }
}
