import { CONSENT_VERSION } from '../../../domain/consent';
import { describeMatrix, everyone, type Outcomes, route, signedIn } from '../../test/permission-matrix';

const decision = {
  anonId: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  status: 'accepted',
  preferences: { necessary: true, functional: true, analytics: true, marketing: true },
  regime: 'gdpr',
  country: 'FR',
  version: CONSENT_VERSION,
};
/** Only admins export the proof of consent; members are refused, visitors asked to sign in. */
const adminOnly = (outcome: number): Outcomes => ({
  visitor: '401 unauthenticated',
  member: '403 forbidden',
  owner: '403 forbidden',
  admin: outcome,
});

/** Cookie consent: anybody gets a regime and records a decision; only admins export the records. */
describeMatrix(
  'consent',
  [
    ...route<null>('GET /api/consent/policy', {
      valid: [() => ({ url: '/api/consent/policy?override=fr' }), everyone(200)],
      'bad input': [
        () => ({ url: `/api/consent/policy?override=${'x'.repeat(20)}` }),
        everyone('400 validation_failed'),
      ],
    }),
    ...route<null>('POST /api/consent', {
      valid: [() => ({ url: '/api/consent', payload: decision }), everyone(204)],
      'bad input': [
        () => ({ url: '/api/consent', payload: { ...decision, version: '2020-01-01' } }),
        everyone('400 validation_failed'),
      ],
    }),
    ...route<null>('GET /api/admin/consent-records', {
      valid: [() => ({ url: '/api/admin/consent-records' }), adminOnly(200)],
      'bad input': [
        () => ({ url: '/api/admin/consent-records?from=yesterday' }),
        signedIn('400 invalid_date_range'),
      ],
    }),
  ],
  async () => null,
);
