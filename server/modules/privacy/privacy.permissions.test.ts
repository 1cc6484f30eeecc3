import { describeMatrix, type MatrixRow, route, signedIn } from '../../test/permission-matrix';
import { STRONG_PASSWORD } from '../accounts/accounts.test-helpers';

type Fixture = Record<string, never>;

const rows: MatrixRow<Fixture>[] = [
  ...route<Fixture>('GET /api/me/export', {
    valid: [() => ({ url: '/api/me/export' }), signedIn(200)],
  }),
  // Last, in this order: the valid row deletes the actors' accounts.
  ...route<Fixture>('DELETE /api/me', {
    // The body is checked before the session: a visitor learns only that the password is missing.
    'bad input': [() => ({ url: '/api/me', payload: {} }), signedIn('400 password_required')],
    'valid (wrong password)': [
      () => ({ url: '/api/me', payload: { password: 'Not-The-Password#1' } }),
      signedIn('403 invalid_password'),
    ],
    valid: [() => ({ url: '/api/me', payload: { password: STRONG_PASSWORD } }), signedIn(204)],
  }),
];

describeMatrix('privacy', rows, async () => ({}));
