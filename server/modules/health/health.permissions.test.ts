import { describeMatrix, everyone, route } from '../../test/permission-matrix';

/** Status of the platform: public, for load balancers and monitors. */
describeMatrix(
  'health',
  [...route<null>('GET /api/health', { valid: [() => ({ url: '/api/health' }), everyone(200)] })],
  async () => null,
);
