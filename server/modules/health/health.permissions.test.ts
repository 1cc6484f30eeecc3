import { describeMatrix, everyone, route } from '../../test/permission-matrix';

const METRICS_TOKEN = 'matrix-metrics-token-0123456789';

/**
 * Status of the platform: public, for load balancers and monitors. Metrics: only for the scraper
 * holding METRICS_TOKEN, whoever is signed in (metrics.routes.test.ts: the endpoint off without it).
 */
describeMatrix(
  'health',
  [
    ...route<null>('GET /api/health', { valid: [() => ({ url: '/api/health' }), everyone(200)] }),
    ...route<null>('GET /metrics', {
      valid: [
        () => ({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } }),
        everyone(200),
      ],
      'valid (no token)': [() => ({ url: '/metrics' }), everyone('401 metrics_token_invalid')],
      'valid (another token)': [
        () => ({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}x` } }),
        everyone('401 metrics_token_invalid'),
      ],
    }),
  ],
  async () => null,
  { METRICS_TOKEN },
);
