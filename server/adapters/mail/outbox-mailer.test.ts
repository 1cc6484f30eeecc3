import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { listOutbox, OutboxMailer, readOutboxMessage } from './outbox-mailer';

describe('OutboxMailer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kinora-outbox-'));
  const mailer = new OutboxMailer({ dir, from: 'Kinora <no-reply@kinora.local>' });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a real multipart message with text and HTML parts', async () => {
    const { id } = await mailer.send({
      to: 'ana@example.com',
      subject: 'Confirmez votre adresse — Kinora',
      text: 'Ouvrez ce lien : http://localhost/confirm?token=abc',
      html: '<p>Ouvrez <a href="http://localhost/confirm?token=abc">ce lien</a></p>',
    });
    const raw = readFileSync(join(dir, `${id}.eml`));
    expect(raw.toString()).toMatch(/multipart\/alternative/);
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe('Confirmez votre adresse — Kinora');
    expect(parsed.text?.trim()).toBe('Ouvrez ce lien : http://localhost/confirm?token=abc');
    expect(parsed.html).toContain('href="http://localhost/confirm?token=abc"');
    expect(parsed.from?.text).toContain('no-reply@kinora.local');
  });

  it('lists messages newest first and filters by recipient', async () => {
    await mailer.send({ to: 'bob@example.com', subject: 'one', text: '1', html: '<p>1</p>' });
    await new Promise((r) => setTimeout(r, 5));
    await mailer.send({ to: 'Bob@Example.com', subject: 'two', text: '2', html: '<p>2</p>' });
    const forBob = await listOutbox(dir, { to: 'bob@example.com' });
    expect(forBob.map((m) => m.subject)).toEqual(['two', 'one']);
    expect(await listOutbox(dir, { limit: 1 })).toHaveLength(1);
    expect((await readOutboxMessage(dir, forBob[0]!.id))?.text).toBe('2');
  });

  it('refuses ids that could be paths', async () => {
    await expect(readOutboxMessage(dir, '../secret')).rejects.toThrow(/Invalid outbox id/);
  });
});
