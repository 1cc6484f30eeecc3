import { describeMatrix, everyone, type Outcomes, route, signedIn } from '../../test/permission-matrix';

/** Only admins read and change the ad network settings; members are refused, visitors asked to sign in. */
const adminOnly = (outcome: number): Outcomes => ({
  visitor: '401 unauthenticated',
  member: '403 forbidden',
  owner: '403 forbidden',
  admin: outcome,
});

/** Ads: anybody learns what their pages show; only admins configure the network. */
describeMatrix(
  'ads',
  [
    ...route<null>('GET /api/ads', {
      valid: [() => ({ url: '/api/ads' }), everyone(200)],
    }),
    ...route<null>('GET /api/admin/ads', {
      valid: [() => ({ url: '/api/admin/ads' }), adminOnly(200)],
    }),
    ...route<null>('PATCH /api/admin/ads', {
      valid: [() => ({ url: '/api/admin/ads', payload: { slots: { watch: '1234567890' } } }), adminOnly(200)],
      // The body is checked before the session (schema validation precedes the handler).
      'bad input': [
        () => ({ url: '/api/admin/ads', payload: { publisherId: 'pub-123' } }),
        signedIn('400 invalid_ad_publisher_id'),
      ],
      'bad input (slot id)': [
        () => ({ url: '/api/admin/ads', payload: { slots: { homeFeed: 'abc' } } }),
        signedIn('400 invalid_ad_slot_id'),
      ],
    }),
  ],
  async () => null,
);
