import { describeMatrix, route } from '../../test/permission-matrix';

/** Only admins read the platform's figures; members are refused, visitors asked to sign in. */
describeMatrix(
  'overview',
  [
    ...route<null>('GET /api/admin/overview', {
      valid: [
        () => ({ url: '/api/admin/overview?days=90' }),
        { visitor: '401 unauthenticated', member: '403 forbidden', owner: '403 forbidden', admin: 200 },
      ],
      'bad input': [
        () => ({ url: '/api/admin/overview?days=7' }),
        {
          visitor: '401 unauthenticated',
          member: '400 bad_request',
          owner: '400 bad_request',
          admin: '400 bad_request',
        },
      ],
    }),
  ],
  async () => null,
);
