import {
  describeMatrix,
  everyone,
  type MatrixRow,
  route,
  signedIn,
  UNKNOWN_ID,
} from '../../test/permission-matrix';
import { insertChannel } from '../channels/channels.test-helpers';
import { insertVideo } from '../videos/videos.test-helpers';

interface Fixture {
  /** The owner's public video and channel: others may report them, the owner may not. */
  video: string;
  channel: string;
}

const reporter = { name: 'Ana Lima', email: 'ana@example.com', goodFaith: true };
/** Every actor reports once per row; a member's second open report would be a 409, so each row has its own item. */
const report = (itemKind: 'video' | 'channel', itemId: string, extra: Record<string, unknown> = {}) => ({
  url: '/api/reports',
  payload: { itemKind, itemId, reason: 'spam', reporter, ...extra },
});

const rows: MatrixRow<Fixture>[] = [
  ...route<Fixture>('POST /api/reports', {
    valid: [
      (f) => report('video', f.video),
      { visitor: 201, member: 201, admin: 201, owner: '403 report_own_content' },
    ],
    'valid (channel)': [
      (f) => report('channel', f.channel),
      { visitor: 201, member: 201, admin: 201, owner: '403 report_own_content' },
    ],
    'valid (again, still open)': [
      (f) => report('channel', f.channel),
      {
        visitor: 201,
        member: '409 report_already_open',
        admin: '409 report_already_open',
        owner: '403 report_own_content',
      },
    ],
    'bad input': [
      (f) => report('video', f.video, { reason: 'boring' }),
      everyone('400 report_reason_required'),
    ],
    'bad input (no good faith)': [
      (f) => report('video', f.video, { reporter: { ...reporter, goodFaith: false } }),
      everyone('400 good_faith_required'),
    ],
    'unknown id': [() => report('video', UNKNOWN_ID), everyone('404 video_not_found')],
  }),
  ...route<Fixture>('GET /api/me/reports', {
    valid: [() => ({ url: '/api/me/reports' }), signedIn(200)],
  }),
];

describeMatrix('moderation', rows, async ({ ctx, userIds }) => {
  const channel = await insertChannel(ctx, userIds.owner, { name: 'Chaîne du propriétaire' });
  const video = await insertVideo(ctx, userIds.owner, { channelId: channel });
  return { video, channel };
});
