import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from './smtp-mailer';

describe('SmtpMailer against a real SMTP server (smtp-server)', () => {
  const received: { envelopeTo: string[]; mail: ParsedMail }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a multipart message to the SMTP peer', async () => {
    const mailer = new SmtpMailer({
      url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: 'Kinora <no-reply@kinora.test>',
    });
    await mailer.check();
    await mailer.send({
      to: 'zoe@example.com',
      subject: 'Réinitialisez votre mot de passe',
      text: 'Lien : http://localhost/password-reset?token=t',
      html: '<p><a href="http://localhost/password-reset?token=t">Lien</a></p>',
    });
    await mailer.close();
    expect(received).toHaveLength(1);
    const { envelopeTo, mail } = received[0]!;
    expect(envelopeTo).toEqual(['zoe@example.com']);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe');
    expect(mail.text?.trim()).toBe('Lien : http://localhost/password-reset?token=t');
    expect(mail.html).toContain('password-reset?token=t');
  });

  it('fails its health check when no server answers', async () => {
    const probe = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closedPort = (probe.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const mailer = new SmtpMailer({
      url: `smtp://127.0.0.1:${closedPort}?ignoreTLS=true&connectionTimeout=2000`,
      from: 'x@y.z',
    });
    await expect(mailer.check()).rejects.toThrow();
    await mailer.close();
  });
});
