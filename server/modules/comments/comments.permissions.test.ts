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
import type { TestContext } from '../../test/test-context';
import { insertVideo } from '../videos/videos.test-helpers';
import { insertComment } from './comments.test-helpers';

interface Fixture {
  ctx: TestContext;
  video: string;
  ownerId: string;
  memberId: string;
  /** A published top-level comment of the owner's (the video's creator). */
  comment: string;
}

const NOT_FOUND = 'comment_not_found';
/** The video owner's action: other members (admins too) are refused, visitors asked to sign in. */
const creatorOnly = (outcome: number): Outcomes => ({
  ...signedIn('403 forbidden'),
  owner: outcome,
});
const fresh = (f: Fixture, authorId = f.ownerId, status: 'published' | 'held' = 'published') =>
  insertComment(f.ctx, { videoId: f.video, videoOwnerId: f.ownerId, authorId, status });

const rows: MatrixRow<Fixture>[] = [
  ...route<Fixture>('GET /api/videos/:id/comments', {
    valid: [(f) => ({ url: `/api/videos/${f.video}/comments?sort=newest` }), everyone(200)],
    'bad input': [
      (f) => ({ url: `/api/videos/${f.video}/comments?sort=best` }),
      everyone('400 validation_failed'),
    ],
    'unknown id': [() => ({ url: `/api/videos/${UNKNOWN_ID}/comments` }), everyone('404 video_not_found')],
  }),
  ...route<Fixture>('POST /api/videos/:id/comments', {
    valid: [(f) => ({ url: `/api/videos/${f.video}/comments`, payload: { text: 'Bravo' } }), signedIn(201)],
    'bad input': [
      (f) => ({ url: `/api/videos/${f.video}/comments`, payload: { text: '   ' } }),
      signedIn('400 comment_text_invalid'),
    ],
    'unknown id': [
      () => ({ url: `/api/videos/${UNKNOWN_ID}/comments`, payload: { text: 'Bravo' } }),
      signedIn('404 video_not_found'),
    ],
  }),
  ...route<Fixture>('GET /api/comments/:id', {
    valid: [(f) => ({ url: `/api/comments/${f.comment}` }), everyone(200)],
    'bad input': [() => ({ url: `/api/comments/${BAD_ID}` }), everyone(`400 ${NOT_FOUND}`)],
    'unknown id': [() => ({ url: `/api/comments/${UNKNOWN_ID}` }), everyone(`404 ${NOT_FOUND}`)],
  }),
  ...route<Fixture>('GET /api/comments/:id/replies', {
    valid: [(f) => ({ url: `/api/comments/${f.comment}/replies` }), everyone(200)],
    'bad input': [() => ({ url: `/api/comments/${BAD_ID}/replies` }), everyone(`400 ${NOT_FOUND}`)],
    'unknown id': [() => ({ url: `/api/comments/${UNKNOWN_ID}/replies` }), everyone(`404 ${NOT_FOUND}`)],
  }),
  ...route<Fixture>('PATCH /api/comments/:id', {
    // Only the author edits; the owner wrote this one.
    valid: [(f) => ({ url: `/api/comments/${f.comment}`, payload: { text: 'Corrigé' } }), creatorOnly(200)],
    'bad input': [
      (f) => ({ url: `/api/comments/${f.comment}`, payload: { text: 'x'.repeat(5001) } }),
      signedIn('400 comment_too_long'),
    ],
    'unknown id': [
      () => ({ url: `/api/comments/${UNKNOWN_ID}`, payload: { text: 'Corrigé' } }),
      signedIn(`404 ${NOT_FOUND}`),
    ],
  }),
  ...route<Fixture>('DELETE /api/comments/:id', {
    // The author (here the video's owner) and admins; another member may not.
    valid: [
      async (f) => ({ url: `/api/comments/${await fresh(f)}` }),
      { ...signedIn(204), member: '403 forbidden' },
    ],
    'bad input': [() => ({ url: `/api/comments/${BAD_ID}` }), signedIn(`400 ${NOT_FOUND}`)],
    'unknown id': [() => ({ url: `/api/comments/${UNKNOWN_ID}` }), signedIn(`404 ${NOT_FOUND}`)],
  }),
  ...(['PUT', 'DELETE'] as const).flatMap((method) => [
    ...route<Fixture>(`${method} /api/comments/:id/like`, {
      valid: [(f) => ({ url: `/api/comments/${f.comment}/like` }), signedIn(200)],
      'bad input': [() => ({ url: `/api/comments/${BAD_ID}/like` }), signedIn(`400 ${NOT_FOUND}`)],
      'unknown id': [() => ({ url: `/api/comments/${UNKNOWN_ID}/like` }), signedIn(`404 ${NOT_FOUND}`)],
    }),
    ...(['pin', 'heart'] as const).flatMap((action) =>
      route<Fixture>(`${method} /api/comments/:id/${action}`, {
        valid: [(f) => ({ url: `/api/comments/${f.comment}/${action}` }), creatorOnly(200)],
        'bad input': [() => ({ url: `/api/comments/${BAD_ID}/${action}` }), signedIn(`400 ${NOT_FOUND}`)],
        'unknown id': [
          () => ({ url: `/api/comments/${UNKNOWN_ID}/${action}` }),
          signedIn(`404 ${NOT_FOUND}`),
        ],
      }),
    ),
  ]),
  ...route<Fixture>('POST /api/comments/:id/approve', {
    // A held comment of the member's: the author sees it but may not approve it, admins do not see it.
    valid: [
      async (f) => ({ url: `/api/comments/${await fresh(f, f.memberId, 'held')}/approve` }),
      { visitor: UNAUTHENTICATED, member: '403 forbidden', owner: 200, admin: `404 ${NOT_FOUND}` },
    ],
    'bad input': [() => ({ url: `/api/comments/${BAD_ID}/approve` }), signedIn(`400 ${NOT_FOUND}`)],
    'unknown id': [() => ({ url: `/api/comments/${UNKNOWN_ID}/approve` }), signedIn(`404 ${NOT_FOUND}`)],
  }),
  ...route<Fixture>('GET /api/videos/:id/comment-settings', {
    valid: [(f) => ({ url: `/api/videos/${f.video}/comment-settings` }), creatorOnly(200)],
    'bad input': [
      () => ({ url: `/api/videos/${BAD_ID}/comment-settings` }),
      signedIn('400 validation_failed'),
    ],
    'unknown id': [
      () => ({ url: `/api/videos/${UNKNOWN_ID}/comment-settings` }),
      signedIn('404 video_not_found'),
    ],
  }),
  ...route<Fixture>('PATCH /api/videos/:id/comment-settings', {
    valid: [
      (f) => ({ url: `/api/videos/${f.video}/comment-settings`, payload: { policy: 'open' } }),
      creatorOnly(200),
    ],
    'bad input': [
      (f) => ({ url: `/api/videos/${f.video}/comment-settings`, payload: { policy: 'sometimes' } }),
      signedIn('400 validation_failed'),
    ],
    'unknown id': [
      () => ({ url: `/api/videos/${UNKNOWN_ID}/comment-settings`, payload: { policy: 'open' } }),
      signedIn('404 video_not_found'),
    ],
  }),
  ...route<Fixture>('GET /api/me/comments/held', {
    valid: [() => ({ url: '/api/me/comments/held' }), signedIn(200)],
    'bad input': [() => ({ url: '/api/me/comments/held?cursor=nope' }), signedIn('400 invalid_cursor')],
  }),
  ...route<Fixture>('GET /api/me/comments/watched-words', {
    valid: [() => ({ url: '/api/me/comments/watched-words' }), signedIn(200)],
  }),
  ...route<Fixture>('PUT /api/me/comments/watched-words', {
    valid: [
      () => ({ url: '/api/me/comments/watched-words', payload: { words: ['Spoiler'] } }),
      signedIn(200),
    ],
    'bad input': [
      () => ({ url: '/api/me/comments/watched-words', payload: { words: [''] } }),
      signedIn('400 validation_failed'),
    ],
  }),
];

describeMatrix('comments', rows, async ({ ctx, userIds }) => {
  const video = await insertVideo(ctx, userIds.owner);
  const comment = await insertComment(ctx, {
    videoId: video,
    videoOwnerId: userIds.owner,
    authorId: userIds.owner,
  });
  return { ctx, video, comment, ownerId: userIds.owner, memberId: userIds.member };
});
