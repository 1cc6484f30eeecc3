import {
  BAD_ID,
  describeMatrix,
  everyone,
  type MatrixRow,
  type Outcomes,
  route,
  signedIn,
  UNAUTHENTICATED,
  UNKNOWN_ID,
} from '../../test/permission-matrix';
import { createChannel } from '../videos/videos.test-helpers';

interface Fixture {
  /** The owner's channel. */
  channel: string;
}

const NOT_FOUND = 'channel_not_found';
/** Members and admins may (un)subscribe; the owner may not follow their own channel. */
const othersButOwner = (outcome: number): Outcomes => ({
  visitor: UNAUTHENTICATED,
  member: outcome,
  owner: '409 subscribe_own_channel',
  admin: outcome,
});
const BAD_CURSOR = 'cursor=yesterday';

const toggle = (method: 'PUT' | 'DELETE') =>
  route<Fixture>(`${method} /api/channels/:id/subscription`, {
    valid: [(f) => ({ url: `/api/channels/${f.channel}/subscription` }), othersButOwner(200)],
    'bad input': [() => ({ url: `/api/channels/${BAD_ID}/subscription` }), signedIn('400 validation_failed')],
    'unknown id': [() => ({ url: `/api/channels/${UNKNOWN_ID}/subscription` }), signedIn(`404 ${NOT_FOUND}`)],
  });

const rows: MatrixRow<Fixture>[] = [
  ...route<Fixture>('GET /api/channels/:id/subscription', {
    valid: [(f) => ({ url: `/api/channels/${f.channel}/subscription` }), everyone(200)],
    'bad input': [() => ({ url: `/api/channels/${BAD_ID}/subscription` }), everyone('400 validation_failed')],
    'unknown id': [() => ({ url: `/api/channels/${UNKNOWN_ID}/subscription` }), everyone(`404 ${NOT_FOUND}`)],
  }),
  ...toggle('PUT'),
  ...toggle('DELETE'),
  ...route<Fixture>('GET /api/me/subscriptions', {
    valid: [() => ({ url: '/api/me/subscriptions' }), signedIn(200)],
    // The query is checked before the session (schema validation precedes the handler).
    'bad input': [() => ({ url: `/api/me/subscriptions?${BAD_CURSOR}` }), signedIn('400 invalid_cursor')],
  }),
  ...route<Fixture>('GET /api/me/subscriptions/feed', {
    valid: [() => ({ url: '/api/me/subscriptions/feed' }), signedIn(200)],
    'bad input': [
      () => ({ url: `/api/me/subscriptions/feed?${BAD_CURSOR}` }),
      signedIn('400 invalid_cursor'),
    ],
  }),
];

describeMatrix('subscriptions', rows, async ({ clients }) => ({
  channel: await createChannel(clients.owner, 'Chaîne suivie'),
}));
