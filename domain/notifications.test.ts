import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_KINDS,
  notificationContentSchema,
  notificationPreferencesPatchSchema,
} from './notifications';

const VIDEO = '11111111-1111-4111-8111-111111111111';
const CHANNEL = '22222222-2222-4222-8222-222222222222';
const codeOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('notification kinds', () => {
  it('are the registry: new uploads, own video ready, own video failed, paid plan moments, payouts, report receipts, comments', () => {
    expect(NOTIFICATION_KINDS).toEqual([
      'new_video',
      'video_ready',
      'video_failed',
      'subscription_started',
      'payment_failed',
      'subscription_ended',
      'subscription_refunded',
      'payout_paid',
      'payout_failed',
      'payout_blocked',
      'report_received',
      'report_dismissed',
      'report_actioned',
      'moderation_decision',
      'appeal_decided',
      'comment_reply',
      'comment_mention',
      'comment_heart',
    ]);
  });

  it('each read their own data, and drop what they do not know', () => {
    expect(
      notificationContentSchema.parse({
        kind: 'new_video',
        data: { videoId: VIDEO, videoTitle: 'Volcans', channelId: CHANNEL, channelName: 'Géo', extra: 1 },
      }),
    ).toEqual({
      kind: 'new_video',
      data: { videoId: VIDEO, videoTitle: 'Volcans', channelId: CHANNEL, channelName: 'Géo' },
    });
    expect(
      notificationContentSchema.safeParse({ kind: 'video_ready', data: { videoId: VIDEO, videoTitle: 'V' } })
        .success,
    ).toBe(true);
    for (const reason of ['video_too_short', 'processing_failed', 'processing_interrupted'])
      expect(
        notificationContentSchema.safeParse({
          kind: 'video_failed',
          data: { videoId: VIDEO, videoTitle: 'V', reason },
        }).success,
      ).toBe(true);
  });

  it('refuse an unknown kind, another kind’s data, a reason that is not a failure code', () => {
    const bad = [
      { kind: 'moderation_decided', data: {} },
      { kind: 'new_video', data: { videoId: VIDEO, videoTitle: 'V' } },
      { kind: 'video_ready', data: { videoId: 'not-a-uuid', videoTitle: 'V' } },
      { kind: 'video_failed', data: { videoId: VIDEO, videoTitle: 'V', reason: '/srv/ffmpeg crashed' } },
    ];
    for (const content of bad) expect(notificationContentSchema.safeParse(content).success).toBe(false);
  });
});

describe('preferences patch', () => {
  it('changes only what is sent, with no default that could switch a choice off', () => {
    expect(notificationPreferencesPatchSchema.parse({ emailNewUploads: true })).toEqual({
      emailNewUploads: true,
    });
    expect(notificationPreferencesPatchSchema.parse({ emailNewUploads: false })).toEqual({
      emailNewUploads: false,
    });
  });

  it('refuses an empty patch, unknown fields and non-booleans', () => {
    expect(codeOf(notificationPreferencesPatchSchema.safeParse({}))).toBe('nothing_to_update');
    expect(
      notificationPreferencesPatchSchema.safeParse({ emailNewUploads: true, emailAll: true }).success,
    ).toBe(false);
    expect(notificationPreferencesPatchSchema.safeParse({ emailNewUploads: 'yes' }).success).toBe(false);
    expect(notificationPreferencesPatchSchema.safeParse(null).success).toBe(false);
  });
});
