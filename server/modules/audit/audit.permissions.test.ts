import { describeMatrix, route } from '../../test/permission-matrix';

/** Only admins read the audit log; members are refused, visitors asked to sign in. */
describeMatrix(
  'audit',
  [
    ...route<null>('GET /api/admin/audit', {
      valid: [
        () => ({ url: '/api/admin/audit' }),
        { visitor: '401 unauthenticated', member: '403 forbidden', owner: '403 forbidden', admin: 200 },
      ],
      'bad input': [
        () => ({ url: '/api/admin/audit?from=2026-02-30' }),
        {
          visitor: '401 unauthenticated',
          member: '400 invalid_date_range',
          owner: '400 invalid_date_range',
          admin: '400 invalid_date_range',
        },
      ],
    }),
  ],
  async () => null,
);
