import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Mailer, MailMessage, SentMail } from './mailer';

export interface OutboxEntry {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

const ID_PATTERN = /^\d{13}-[0-9a-f]{8}$/;

/**
 * Writes each message, as the real multipart MIME an SMTP server would receive, to
 * DATA_DIR/mail/<id>.eml, plus a JSON sidecar so the admin outbox and tests can read it.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  // nodemailer (some 15 MB) is loaded with the first message: most processes never send one.
  private transport: Promise<Transporter> | null = null;
  private transporter(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then((m) =>
      m.default.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return this.transport;
  }

  constructor(private readonly opts: { dir: string; from: string }) {}

  async send(message: MailMessage): Promise<SentMail> {
    await mkdir(this.opts.dir, { recursive: true });
    const id = `${Date.now()}-${randomUUID().slice(0, 8)}`;
    const info = await (await this.transporter()).sendMail({ from: this.opts.from, ...message });
    await writeFile(join(this.opts.dir, `${id}.eml`), info.message as Buffer);
    const entry: OutboxEntry = { id, from: this.opts.from, ...message, createdAt: new Date().toISOString() };
    // The sidecar is written last and atomically: a listed message is always complete.
    const tmp = join(this.opts.dir, `${id}.json.tmp`);
    await writeFile(tmp, JSON.stringify(entry, null, 2));
    await rename(tmp, join(this.opts.dir, `${id}.json`));
    return { id };
  }

  async check(): Promise<void> {
    await mkdir(this.opts.dir, { recursive: true });
  }

  async close(): Promise<void> {
    (await this.transport)?.close();
  }
}

/** Messages in the outbox, newest first, optionally for one recipient. */
export async function listOutbox(
  dir: string,
  opts: { to?: string; limit?: number } = {},
): Promise<OutboxEntry[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const ids = files
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .filter((id) => ID_PATTERN.test(id))
    .sort()
    .reverse();
  const entries: OutboxEntry[] = [];
  for (const id of ids) {
    const entry = await readOutboxMessage(dir, id);
    if (!entry) continue;
    if (opts.to && entry.to.toLowerCase() !== opts.to.toLowerCase()) continue;
    entries.push(entry);
    if (opts.limit && entries.length >= opts.limit) break;
  }
  return entries;
}

export async function readOutboxMessage(dir: string, id: string): Promise<OutboxEntry | null> {
  if (!ID_PATTERN.test(id)) throw new Error(`Invalid outbox id: ${id}`);
  const raw = await readFile(join(dir, `${id}.json`), 'utf8').catch(() => null);
  return raw ? (JSON.parse(raw) as OutboxEntry) : null;
}
