import type { Me } from '@domain/api/accounts';
import type { Decision } from '@domain/api/moderation-decisions';

/** A member and an admin as the session names them, for the moderation screens' tests. */
export const member = (patch: Partial<Me> = {}): Me => ({
  id: 'u1',
  email: 'ana@example.com',
  username: 'ana_lima',
  displayName: 'Ana Lima',
  avatarUrl: null,
  emailVerified: true,
  twoFactorEnabled: false,
  locale: 'fr',
  createdAt: '2026-01-01T00:00:00.000Z',
  roles: [],
  abilities: { admin: false },
  plan: 'free',
  ...patch,
});

export const DECISION_ID = '0b9d7c1e-2f3a-4b5c-8d6e-7f8091a2b3c4';

/** A decision as the API answers it: a video removed and its owner's uploads limited for a week. */
export const decision = (patch: Partial<Decision> = {}): Decision => ({
  id: DECISION_ID,
  reference: `D-${DECISION_ID}`,
  decidedAt: '2026-11-20T10:00:00.000Z',
  itemKind: 'video',
  targetId: 'v1',
  targetTitle: 'Vidéo douteuse',
  sanctions: [
    { kind: 'video_removal', feature: null, until: null, endedAt: null, endedBecause: null },
    {
      kind: 'feature_limit',
      feature: 'upload',
      until: '2026-11-27T10:00:00.000Z',
      endedAt: null,
      endedBecause: null,
    },
  ],
  reason: 'scam',
  rulesLink: '/conditions-generales-utilisation#prohibited-scam',
  legalGround: null,
  facts: 'La vidéo promet des <b>gains</b> garantis.',
  explanation: 'Promesse de gains : arnaque au sens des règles.',
  followedNotice: true,
  automated: false,
  appeal: {
    deadline: '2026-12-04T10:00:00.000Z',
    open: true,
    status: null,
    message: null,
    submittedAt: null,
    reviewedAt: null,
    statement: null,
  },
  ...patch,
});
