import { randomUUID } from 'node:crypto';
import { lstat, mkdir, open, readdir, readFile, rename, writeFile } from 'node:fs/promises';
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
  const path = join(dir, `${id}.json`);
  // A regular file of the folder only: a link placed there must not lead the viewer elsewhere.
  if (!(await lstat(path).catch(() => null))?.isFile()) return null;
  const raw = await readFile(path, 'utf8').catch(() => null);
  return raw ? (JSON.parse(raw) as OutboxEntry) : null;
}

/**
 * One page of the outbox for the admin viewer, newest first: the ids before `before` (the last id
 * of the previous page). Only names the mailer writes are read; `limit + 1` ids tell whether a
 * next page exists.
 */
export async function outboxPage(
  dir: string,
  opts: { before?: string; limit: number },
): Promise<{ entries: OutboxEntry[]; more: boolean }> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const ids = files
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .filter((id) => ID_PATTERN.test(id) && (!opts.before || id < opts.before))
    .sort()
    .reverse();
  const entries: OutboxEntry[] = [];
  for (const id of ids.slice(0, opts.limit)) {
    const entry = await readOutboxMessage(dir, id);
    if (entry) entries.push(entry);
  }
  return { entries, more: ids.length > opts.limit };
}

/** Header bytes read from a message file at most: the headers come first and are short. */
const HEADER_BYTES = 64 * 1024;

/**
 * The top-level headers of a message's MIME file, unfolded, in order (null when it is not there).
 * The id is checked against the mailer's own pattern and the file must be a regular file of the
 * folder, so no name from a client reaches outside it.
 */
export async function readOutboxHeaders(
  dir: string,
  id: string,
): Promise<{ name: string; value: string }[] | null> {
  if (!ID_PATTERN.test(id)) throw new Error(`Invalid outbox id: ${id}`);
  const path = join(dir, `${id}.eml`);
  const info = await lstat(path).catch(() => null);
  if (!info?.isFile()) return null;
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(HEADER_BYTES), 0, HEADER_BYTES, 0);
    const text = buffer.subarray(0, bytesRead).toString('utf8');
    const block = text.split(/\r?\n\r?\n/, 1)[0] ?? '';
    const headers: { name: string; value: string }[] = [];
    for (const line of block.split(/\r?\n/)) {
      const last = headers.at(-1);
      if (/^[ \t]/.test(line) && last) last.value += ` ${line.trim()}`;
      else {
        const colon = line.indexOf(':');
        if (colon > 0) headers.push({ name: line.slice(0, colon), value: line.slice(colon + 1).trim() });
      }
    }
    return headers;
  } finally {
    await file.close();
  }
}
