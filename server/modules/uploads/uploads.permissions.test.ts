import type { TestClient } from '../../test/http-client';
import { describeMatrix, type MatrixRow, ownerOnly, route, signedIn } from '../../test/permission-matrix';

interface Fixture {
  /** The owner's unfinished upload (10 bytes declared), shared by the rows that must not remove it. */
  upload: string;
  /** An upload of the owner's made for one destructive row. */
  freshUpload(): Promise<string>;
}

const TUS = { 'tus-resumable': '1.0.0' };
const NOT_FOUND = 'upload_not_found';
/** Well formed (32 hex digits, as tus's FileStore names them), never created. */
const UNKNOWN_UPLOAD = 'f'.repeat(32);

async function createUpload(client: TestClient, length = 10): Promise<string> {
  const res = await client.request({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...TUS, 'upload-length': String(length) },
  });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return String(res.headers.location).split('/').pop()!;
}

const chunk = (offset = 0) => ({
  headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
  payload: Buffer.alloc(10, 7),
});

/**
 * The tus endpoint: members only; another member's upload id looks missing (404) and is checked
 * before tus sees the request, so a malformed request about it says nothing more. Protocol
 * errors (412 without Tus-Resumable) reach only the upload's owner.
 */
const rows: MatrixRow<Fixture>[] = [
  ...route<Fixture>('POST /api/uploads', {
    valid: [() => ({ url: '/api/uploads', headers: { ...TUS, 'upload-length': '10' } }), signedIn(201)],
    'bad input': [
      () => ({ url: '/api/uploads', headers: { ...TUS, 'upload-length': 'x' } }),
      signedIn('400 bad_request'),
    ],
  }),
  ...route<Fixture>('HEAD /api/uploads/*', {
    valid: [(f) => ({ url: `/api/uploads/${f.upload}`, headers: TUS }), ownerOnly(200, NOT_FOUND)],
    'bad input': [(f) => ({ url: `/api/uploads/${f.upload}` }), ownerOnly(412, NOT_FOUND)],
    'unknown id': [() => ({ url: `/api/uploads/${UNKNOWN_UPLOAD}`, headers: TUS }), signedIn(404)],
  }),
  ...route<Fixture>('PATCH /api/uploads/*', {
    valid: [(f) => ({ url: `/api/uploads/${f.upload}`, ...chunk() }), ownerOnly(204, NOT_FOUND)],
    'bad input': [
      (f) => ({
        url: `/api/uploads/${f.upload}`,
        ...chunk(),
        headers: { ...chunk().headers, 'tus-resumable': '' },
      }),
      ownerOnly('412 bad_request', NOT_FOUND),
    ],
    'unknown id': [
      () => ({ url: `/api/uploads/${UNKNOWN_UPLOAD}`, ...chunk() }),
      signedIn(`404 ${NOT_FOUND}`),
    ],
  }),
  ...route<Fixture>('DELETE /api/uploads/*', {
    valid: [
      async (f, as) => ({
        url: `/api/uploads/${as.name === 'owner' ? await f.freshUpload() : f.upload}`,
        headers: TUS,
      }),
      ownerOnly(204, NOT_FOUND),
    ],
    'bad input': [(f) => ({ url: `/api/uploads/${f.upload}` }), ownerOnly('412 bad_request', NOT_FOUND)],
    'unknown id': [
      () => ({ url: `/api/uploads/${UNKNOWN_UPLOAD}`, headers: TUS }),
      signedIn(`404 ${NOT_FOUND}`),
    ],
  }),
];

describeMatrix('uploads', rows, async ({ clients }) => ({
  upload: await createUpload(clients.owner),
  freshUpload: () => createUpload(clients.owner),
}));
