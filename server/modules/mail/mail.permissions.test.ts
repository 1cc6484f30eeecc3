import { join } from 'node:path';
import { listOutbox } from '../../adapters/mail/outbox-mailer';
import { describeMatrix, type Outcomes, route } from '../../test/permission-matrix';
import { until } from '../../test/until';

/** The outbox holds everybody's mail: only admins read it; visitors are asked to sign in. */
const adminOnly = (outcome: number | `${number} ${string}`): Outcomes => ({
  visitor: '401 unauthenticated',
  member: '403 forbidden',
  owner: '403 forbidden',
  admin: outcome,
});
const checkedFirst = (outcome: `${number} ${string}`): Outcomes => ({
  visitor: '401 unauthenticated',
  member: outcome,
  owner: outcome,
  admin: outcome,
});

interface Fixture {
  mailId: string;
}

describeMatrix<Fixture>(
  'mail',
  [
    ...route<Fixture>('GET /api/admin/outbox/status', {
      valid: [() => ({ url: '/api/admin/outbox/status' }), adminOnly(200)],
    }),
    ...route<Fixture>('GET /api/admin/outbox', {
      valid: [() => ({ url: '/api/admin/outbox' }), adminOnly(200)],
      'bad input': [
        () => ({ url: '/api/admin/outbox?before=..%2F..%2Fetc' }),
        checkedFirst('400 invalid_cursor'),
      ],
    }),
    ...route<Fixture>('GET /api/admin/outbox/:id', {
      valid: [(f) => ({ url: `/api/admin/outbox/${f.mailId}` }), adminOnly(200)],
      'bad input': [
        () => ({ url: '/api/admin/outbox/..%2F..%2F..%2Fetc%2Fpasswd' }),
        checkedFirst('400 outbox_message_not_found'),
      ],
      'unknown id': [
        () => ({ url: '/api/admin/outbox/1000000000000-00000000' }),
        adminOnly('404 outbox_message_not_found'),
      ],
    }),
  ],
  async ({ ctx }) => {
    // The actors' sign-up confirmations are in the outbox.
    const mails = await until(
      'a sign-up mail',
      () => listOutbox(join(ctx.config.dataDir, 'mail'), { limit: 1 }),
      (m) => m.length > 0,
    );
    return { mailId: mails[0]!.id };
  },
);
