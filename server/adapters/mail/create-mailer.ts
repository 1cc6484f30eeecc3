import { join } from 'node:path';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

export function createMailer(opts: { smtpUrl?: string | undefined; from: string; dataDir: string }): Mailer {
  return opts.smtpUrl
    ? new SmtpMailer({ url: opts.smtpUrl, from: opts.from })
    : new OutboxMailer({ dir: join(opts.dataDir, 'mail'), from: opts.from });
}
