import { describeMatrix, everyone, type MatrixRow, route } from '../../test/permission-matrix';

const message = {
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.com',
  topic: 'general',
  message: 'Bonjour !',
  consent: true,
};

/** The contact form is open to everybody: visitors write too (spec §2), members are recorded. */
const rows: MatrixRow<null>[] = [
  ...route<null>('POST /api/contact', {
    valid: [() => ({ url: '/api/contact', payload: message }), everyone(201)],
    'bad input': [
      () => ({ url: '/api/contact', payload: { ...message, consent: false } }),
      everyone('400 consent_required'),
    ],
    'bad input (email)': [
      () => ({ url: '/api/contact', payload: { ...message, email: 'not-an-address' } }),
      everyone('400 invalid_email'),
    ],
  }),
];

describeMatrix('contact', rows, async () => null);
