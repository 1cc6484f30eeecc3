import { moderationAppeals, moderationDecisions, moderationSanctions } from '../../db/schema';
import {
  BAD_ID,
  describeMatrix,
  everyone,
  type MatrixEnv,
  type MatrixRow,
  type Outcomes,
  route,
  signedIn,
  UNKNOWN_ID,
} from '../../test/permission-matrix';
import { insertChannel } from '../channels/channels.test-helpers';
import { insertVideo } from '../videos/videos.test-helpers';
import { insertOpenReport } from './moderation.test-helpers';

const DAY = 24 * 60 * 60 * 1000;

interface Fixture {
  /** The end of the decided limit, 30 days after the fixture's time on the app's clock. */
  limitUntil: string;
  /** A second reported item, for the decision; a decision about the owner with an open appeal, one without. */
  decideItemId: string;
  appealId: string;
  decisionId: string;
  unappealedId: string;
  /** The owner's id: a decision on the member directly limits their uploads. */
  ownerId: string;
  /** The owner's public video and channel: others may report them, the owner may not. */
  video: string;
  channel: string;
  /** An item with one open report (a visitor's), for the queue's admin routes. */
  itemId: string;
  /** The video that item is about (the lookup's target). */
  itemTarget: string;
}

/** The queue: admins only; members are refused, visitors asked to sign in. */
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
const item = (f: Fixture) => `/api/admin/moderation/items/${f.itemId}`;

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
  ...route<Fixture>('GET /api/admin/moderation/queue', {
    valid: [() => ({ url: '/api/admin/moderation/queue' }), adminOnly(200)],
    'bad input': [
      () => ({ url: '/api/admin/moderation/queue?cursor=abc' }),
      checkedFirst('400 invalid_cursor'),
    ],
  }),
  ...route<Fixture>('GET /api/admin/moderation/lookup', {
    valid: [
      (f) => ({ url: `/api/admin/moderation/lookup?kind=video&target=${f.itemTarget}` }),
      adminOnly(200),
    ],
    'bad input': [
      () => ({ url: `/api/admin/moderation/lookup?kind=playlist&target=${UNKNOWN_ID}` }),
      checkedFirst('400 moderation_item_not_found'),
    ],
    'unknown id': [
      () => ({ url: `/api/admin/moderation/lookup?kind=video&target=${UNKNOWN_ID}` }),
      adminOnly('404 moderation_item_not_found'),
    ],
  }),
  ...route<Fixture>('GET /api/admin/moderation/items/:id', {
    valid: [(f) => ({ url: item(f) }), adminOnly(200)],
    'bad input': [
      () => ({ url: `/api/admin/moderation/items/${BAD_ID}` }),
      checkedFirst('400 moderation_item_not_found'),
    ],
    'unknown id': [
      () => ({ url: `/api/admin/moderation/items/${UNKNOWN_ID}` }),
      adminOnly('404 moderation_item_not_found'),
    ],
  }),
  ...route<Fixture>('POST /api/admin/moderation/items/:id/dismiss', {
    valid: [
      (f) => ({ url: `${item(f)}/dismiss`, payload: { statement: 'Conforme aux règles.' } }),
      adminOnly(200),
    ],
    // The same dismissal again: nothing is open any more.
    'valid (again)': [
      (f) => ({ url: `${item(f)}/dismiss`, payload: { statement: 'Conforme aux règles.' } }),
      adminOnly('409 no_open_reports'),
    ],
    'bad input': [
      (f) => ({ url: `${item(f)}/dismiss`, payload: { statement: ' ' } }),
      checkedFirst('400 statement_required'),
    ],
    'unknown id': [
      () => ({ url: `/api/admin/moderation/items/${UNKNOWN_ID}/dismiss`, payload: { statement: 'x' } }),
      adminOnly('404 moderation_item_not_found'),
    ],
  }),
  ...route<Fixture>('POST /api/admin/moderation/items/:id/decide', {
    valid: [
      (f) => ({ url: `/api/admin/moderation/items/${f.decideItemId}/decide`, payload: decision(f) }),
      adminOnly(200),
    ],
    'valid (again)': [
      (f) => ({ url: `/api/admin/moderation/items/${f.decideItemId}/decide`, payload: decision(f) }),
      adminOnly('409 no_open_reports'),
    ],
    'bad input': [
      (f) => ({
        url: `/api/admin/moderation/items/${f.decideItemId}/decide`,
        payload: { ...decision(f), sanctions: [] },
      }),
      checkedFirst('400 sanction_required'),
    ],
    'unknown id': [
      (f) => ({ url: `/api/admin/moderation/items/${UNKNOWN_ID}/decide`, payload: decision(f) }),
      adminOnly('404 moderation_item_not_found'),
    ],
  }),
  ...route<Fixture>('POST /api/admin/moderation/members/:id/decide', {
    valid: [
      (f) => ({ url: `/api/admin/moderation/members/${f.ownerId}/decide`, payload: memberDecision(f) }),
      adminOnly(200),
    ],
    // The same decision again (a double click) is the same answer, taken once.
    'valid (again)': [
      (f) => ({ url: `/api/admin/moderation/members/${f.ownerId}/decide`, payload: memberDecision(f) }),
      adminOnly(200),
    ],
    'bad input': [
      (f) => ({
        url: `/api/admin/moderation/members/${f.ownerId}/decide`,
        payload: { ...memberDecision(f), sanctions: [] },
      }),
      checkedFirst('400 sanction_required'),
    ],
    'unknown id': [
      (f) => ({ url: '/api/admin/moderation/members/no-such-member/decide', payload: memberDecision(f) }),
      adminOnly('404 member_not_found'),
    ],
  }),
  ...route<Fixture>('GET /api/admin/moderation/appeals', {
    valid: [() => ({ url: '/api/admin/moderation/appeals' }), adminOnly(200)],
  }),
  ...route<Fixture>('POST /api/admin/moderation/appeals/:id/review', {
    valid: [
      (f) => ({ url: `/api/admin/moderation/appeals/${f.appealId}/review`, payload: review }),
      adminOnly(200),
    ],
    'valid (again)': [
      (f) => ({ url: `/api/admin/moderation/appeals/${f.appealId}/review`, payload: review }),
      adminOnly('409 appeal_already_reviewed'),
    ],
    'bad input': [
      (f) => ({
        url: `/api/admin/moderation/appeals/${f.appealId}/review`,
        payload: { ...review, outcome: 'maybe' },
      }),
      checkedFirst('400 validation_failed'),
    ],
    'unknown id': [
      () => ({ url: `/api/admin/moderation/appeals/${UNKNOWN_ID}/review`, payload: review }),
      adminOnly('404 appeal_not_found'),
    ],
  }),
  ...route<Fixture>('GET /api/admin/moderation/statements', {
    valid: [
      () => ({ url: '/api/admin/moderation/statements?from=2000-01-01&to=2100-12-31&format=csv' }),
      adminOnly(200),
    ],
    'bad input': [
      () => ({ url: '/api/admin/moderation/statements?from=2026-02-01&to=2026-01-01' }),
      checkedFirst('400 validation_failed'),
    ],
  }),
  ...route<Fixture>('GET /api/me/moderation/decisions', {
    valid: [() => ({ url: '/api/me/moderation/decisions' }), signedIn(200)],
  }),
  ...route<Fixture>('GET /api/moderation/decisions/:id', {
    valid: [
      (f) => ({ url: `/api/moderation/decisions/${f.decisionId}` }),
      { visitor: '404 decision_not_found', member: '404 decision_not_found', owner: 200, admin: 200 },
    ],
    'bad input': [() => ({ url: `/api/moderation/decisions/${BAD_ID}` }), everyone('400 decision_not_found')],
    'unknown id': [
      () => ({ url: `/api/moderation/decisions/${UNKNOWN_ID}` }),
      everyone('404 decision_not_found'),
    ],
  }),
  ...route<Fixture>('POST /api/moderation/decisions/:id/appeal', {
    // Only the member it concerns appeals (admins read it, but do not appeal for them).
    valid: [
      (f) => ({ url: `/api/moderation/decisions/${f.unappealedId}/appeal`, payload: { message: 'Erreur.' } }),
      { ...everyone('404 decision_not_found'), owner: 200 },
    ],
    'valid (again)': [
      (f) => ({ url: `/api/moderation/decisions/${f.unappealedId}/appeal`, payload: { message: 'Encore.' } }),
      { ...everyone('404 decision_not_found'), owner: '409 appeal_exists' },
    ],
    'bad input': [
      (f) => ({ url: `/api/moderation/decisions/${f.unappealedId}/appeal`, payload: { message: ' ' } }),
      everyone('400 appeal_message_required'),
    ],
    'unknown id': [
      () => ({ url: `/api/moderation/decisions/${UNKNOWN_ID}/appeal`, payload: { message: 'x' } }),
      everyone('404 decision_not_found'),
    ],
  }),
];

/** A comment limit on the owner until the fixture's date, on the app's clock (harmless for the other rows). */
function decision(f: Fixture) {
  return {
    sanctions: [{ kind: 'feature_limit', feature: 'comment', until: f.limitUntil }],
    reason: 'spam',
    facts: 'Des liens répétés.',
    explanation: 'Le spam est interdit.',
  };
}
const review = { outcome: 'upheld', statement: 'Décision fondée.' };
const memberDecision = (f: Fixture) => ({
  sanctions: [{ kind: 'feature_limit', feature: 'upload', until: f.limitUntil }],
  reason: 'harassment',
  facts: 'Des messages insultants envoyés par le formulaire de contact.',
  explanation: 'Le harcèlement est interdit par les règles.',
});

/** A decision about the owner as the decide command stores it (no decider: any admin may review). */
async function storedDecision(ctx: MatrixEnv['ctx'], ownerId: string, itemId: string, targetId: string) {
  const [row] = await ctx.db.db
    .insert(moderationDecisions)
    .values({
      itemId,
      itemKind: 'video',
      targetId,
      subjectId: ownerId,
      decidedAt: ctx.clock.now(),
      reason: 'spam',
      facts: 'f',
      explanation: 'e',
      followedNotice: true,
    })
    .returning({ id: moderationDecisions.id });
  await ctx.db.db.insert(moderationSanctions).values({
    decisionId: row!.id,
    subjectId: ownerId,
    kind: 'feature_limit',
    feature: 'comment',
    startsAt: ctx.clock.now(),
    until: new Date(ctx.clock.now().getTime() + DAY),
  });
  return row!.id;
}

describeMatrix('moderation', rows, async ({ ctx, userIds }) => {
  const channel = await insertChannel(ctx, userIds.owner, { name: 'Chaîne du propriétaire' });
  const video = await insertVideo(ctx, userIds.owner, { channelId: channel });
  const itemTarget = await insertVideo(ctx, userIds.owner, { channelId: channel });
  const { itemId } = await insertOpenReport(ctx, {
    at: ctx.clock.now(),
    kind: 'video',
    targetId: itemTarget,
    ownerId: userIds.owner,
    visitor: { name: 'Ana Lima', email: 'matrix-notice@example.com' },
  });
  const decideTarget = await insertVideo(ctx, userIds.owner, { channelId: channel });
  const { itemId: decideItemId } = await insertOpenReport(ctx, {
    at: ctx.clock.now(),
    kind: 'video',
    targetId: decideTarget,
    ownerId: userIds.owner,
    visitor: { name: 'Ana Lima', email: 'matrix-notice@example.com' },
  });
  const decisionId = await storedDecision(ctx, userIds.owner, itemId, itemTarget);
  const unappealedId = await storedDecision(ctx, userIds.owner, itemId, itemTarget);
  const [appeal] = await ctx.db.db
    .insert(moderationAppeals)
    .values({ decisionId, message: 'Je conteste.', submittedAt: ctx.clock.now() })
    .returning({ id: moderationAppeals.id });
  return {
    limitUntil: new Date(ctx.clock.now().getTime() + 30 * DAY).toISOString(),
    ownerId: userIds.owner,
    video,
    channel,
    itemId,
    itemTarget,
    decideItemId,
    decisionId,
    unappealedId,
    appealId: appeal!.id,
  };
});
