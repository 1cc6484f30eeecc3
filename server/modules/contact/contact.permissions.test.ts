import { contactMessages } from '../../db/schema';
import {
  BAD_ID,
  describeMatrix,
  everyone,
  type MatrixRow,
  type Outcomes,
  route,
  UNKNOWN_ID,
} from '../../test/permission-matrix';

const message = {
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.com',
  topic: 'general',
  message: 'Bonjour !',
  consent: true,
};

/** The inbox is the admins': members are refused, visitors asked to sign in. */
const adminOnly = (outcome: number | `${number} ${string}`): Outcomes => ({
  visitor: '401 unauthenticated',
  member: '403 forbidden',
  owner: '403 forbidden',
  admin: outcome,
});
/** Input the schema refuses is refused before the role is looked at (validation precedes the handler). */
const checkedFirst = (outcome: `${number} ${string}`): Outcomes => ({
  visitor: '401 unauthenticated',
  member: outcome,
  owner: outcome,
  admin: outcome,
});

interface Fixture {
  messageId: string;
}
const inbox = (f: Fixture) => `/api/admin/contact/${f.messageId}`;

/** The contact form is open to everybody: visitors write too (spec §2), members are recorded. */
const rows: MatrixRow<Fixture>[] = [
  ...route<Fixture>('POST /api/contact', {
    valid: [() => ({ url: '/api/contact', payload: message }), everyone(201)],
    'bad input': [
      () => ({ url: '/api/contact', payload: { ...message, consent: false } }),
      everyone('400 consent_required'),
    ],
    'bad input (email)': [
      () => ({ url: '/api/contact', payload: { ...message, email: 'not-an-address' } }),
      everyone('400 invalid_email'),
    ],
  }),
  ...route<Fixture>('GET /api/admin/contact', {
    valid: [() => ({ url: '/api/admin/contact' }), adminOnly(200)],
    'bad input': [() => ({ url: '/api/admin/contact?cursor=1~garbage' }), checkedFirst('400 invalid_cursor')],
    'bad input (state)': [
      () => ({ url: '/api/admin/contact?state=lost' }),
      checkedFirst('400 validation_failed'),
    ],
  }),
  ...route<Fixture>('POST /api/admin/contact/:id/state', {
    valid: [(f) => ({ url: `${inbox(f)}/state`, payload: { state: 'read' } }), adminOnly(200)],
    'bad input': [
      (f) => ({ url: `${inbox(f)}/state`, payload: { state: 'archived' } }),
      checkedFirst('400 validation_failed'),
    ],
    'bad input (id)': [
      () => ({ url: `/api/admin/contact/${BAD_ID}/state`, payload: { state: 'read' } }),
      checkedFirst('400 contact_message_not_found'),
    ],
    'unknown id': [
      () => ({ url: `/api/admin/contact/${UNKNOWN_ID}/state`, payload: { state: 'read' } }),
      adminOnly('404 contact_message_not_found'),
    ],
  }),
  ...route<Fixture>('POST /api/admin/contact/:id/reply', {
    valid: [
      (f) => ({ url: `${inbox(f)}/reply`, payload: { body: 'Merci, voici la réponse.' } }),
      adminOnly(200),
    ],
    'bad input': [
      (f) => ({ url: `${inbox(f)}/reply`, payload: { body: '  ' } }),
      checkedFirst('400 reply_required'),
    ],
    'bad input (long)': [
      (f) => ({ url: `${inbox(f)}/reply`, payload: { body: 'x'.repeat(10_001) } }),
      checkedFirst('400 reply_too_long'),
    ],
    'unknown id': [
      () => ({ url: `/api/admin/contact/${UNKNOWN_ID}/reply`, payload: { body: 'x' } }),
      adminOnly('404 contact_message_not_found'),
    ],
  }),
];

describeMatrix('contact', rows, async ({ ctx }) => {
  const [row] = await ctx.db.db
    .insert(contactMessages)
    .values({ firstName: 'A', lastName: 'B', email: 'writer@example.com', topic: 'support', message: 'Aide' })
    .returning({ id: contactMessages.id });
  return { messageId: row!.id };
});
