import { describeMatrix, everyone, type Outcomes, route, signedIn } from '../../test/permission-matrix';
import { setRoleNow } from '../accounts/accounts.test-helpers';

/** The owner holds the QA role here (as the QA plan grants it); the admin does not. */
const qaOnly = (outcome: number): Outcomes => ({
  visitor: '401 unauthenticated',
  member: '403 forbidden',
  owner: outcome,
  admin: '403 forbidden',
});
const adminOnly = (outcome: number): Outcomes => ({
  visitor: '401 unauthenticated',
  member: '403 forbidden',
  owner: '403 forbidden',
  admin: outcome,
});

const feedback = { message: 'Le bouton de vitesse est caché sur mobile.', pagePath: '/watch/abc' };

/** QA feedback: sent by QA members only, read by admins only. */
describeMatrix(
  'qa',
  [
    ...route<null>('POST /api/qa/feedback', {
      valid: [() => ({ url: '/api/qa/feedback', payload: feedback }), qaOnly(201)],
      'bad input': [
        () => ({ url: '/api/qa/feedback', payload: { ...feedback, message: '   ' } }),
        everyone('400 feedback_required'),
      ],
      'bad input (too long)': [
        () => ({ url: '/api/qa/feedback', payload: { ...feedback, message: 'x'.repeat(5001) } }),
        everyone('400 feedback_too_long'),
      ],
    }),
    ...route<null>('GET /api/admin/qa-feedback', {
      valid: [() => ({ url: '/api/admin/qa-feedback' }), adminOnly(200)],
      'bad input': [() => ({ url: '/api/admin/qa-feedback?cursor=nope' }), signedIn('400 invalid_cursor')],
    }),
  ],
  async ({ ctx, userIds }) => {
    await setRoleNow(ctx, userIds.owner, 'qa');
    return null;
  },
);
