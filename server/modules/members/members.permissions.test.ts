import { describeMatrix, type Outcomes, route, UNKNOWN_ID } from '../../test/permission-matrix';
import { insertMember } from '../accounts/accounts.test-helpers';

/** Admins only: members are refused, visitors asked to sign in. */
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

interface Fixture {
  target: string;
}

describeMatrix<Fixture>(
  'members',
  [
    ...route<Fixture>('GET /api/admin/members', {
      valid: [() => ({ url: '/api/admin/members?q=matrix&sort=email' }), adminOnly(200)],
      'bad input': [
        () => ({ url: '/api/admin/members?createdFrom=2026-02-30' }),
        checkedFirst('400 invalid_date_range'),
      ],
      // A cursor is checked once the actor may list: garbage is a 400 for admins, never a 500.
      'bad input (cursor)': [
        () => ({ url: '/api/admin/members?cursor=bm90IGEgY3Vyc29y' }),
        adminOnly('400 invalid_cursor'),
      ],
    }),
    ...route<Fixture>('GET /api/admin/members.csv', {
      valid: [() => ({ url: '/api/admin/members.csv?role=admin' }), adminOnly(200)],
      'bad input': [
        () => ({ url: '/api/admin/members.csv?signInFrom=2026-03-02&signInTo=2026-03-01' }),
        adminOnly('400 invalid_date_range'),
      ],
    }),
    ...route<Fixture>('GET /api/admin/members/:id', {
      valid: [(f) => ({ url: `/api/admin/members/${f.target}` }), adminOnly(200)],
      'bad input': [
        () => ({ url: '/api/admin/members/not%20an%20id' }),
        checkedFirst('400 validation_failed'),
      ],
      'unknown id': [() => ({ url: `/api/admin/members/${UNKNOWN_ID}` }), adminOnly('404 member_not_found')],
    }),
    ...route<Fixture>('POST /api/admin/members/roles', {
      valid: [
        (f) => ({
          url: '/api/admin/members/roles',
          payload: { memberIds: [f.target], role: 'qa', grant: true },
        }),
        adminOnly(200),
      ],
      'bad input': [
        (f) => ({
          url: '/api/admin/members/roles',
          payload: { memberIds: [f.target], role: 'owner', grant: true },
        }),
        checkedFirst('400 validation_failed'),
      ],
      'unknown id': [
        () => ({
          url: '/api/admin/members/roles',
          payload: { memberIds: [UNKNOWN_ID], role: 'qa', grant: true },
        }),
        adminOnly('404 member_not_found'),
      ],
    }),
    ...route<Fixture>('POST /api/admin/members/sessions/revoke', {
      valid: [
        (f) => ({ url: '/api/admin/members/sessions/revoke', payload: { memberIds: [f.target] } }),
        adminOnly(200),
      ],
      'bad input': [
        () => ({ url: '/api/admin/members/sessions/revoke', payload: { memberIds: [] } }),
        checkedFirst('400 validation_failed'),
      ],
      'unknown id': [
        () => ({ url: '/api/admin/members/sessions/revoke', payload: { memberIds: [UNKNOWN_ID] } }),
        adminOnly('404 member_not_found'),
      ],
    }),
  ],
  async (env) => ({
    target: await insertMember(env.ctx, 'matrix-target', { email: 'matrix-target@example.com' }),
  }),
);
