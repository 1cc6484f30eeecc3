import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage, SentMail } from './mailer';

/** Real delivery through an SMTP server (SMTP_URL). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(private readonly opts: { url: string; from: string }) {
    this.transport = nodemailer.createTransport(opts.url);
  }

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.transport.sendMail({ from: this.opts.from, ...message });
    return { id: info.messageId };
  }

  async check(): Promise<void> {
    await this.transport.verify();
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
