import fc from 'fast-check';
import { ALLOWED_AUTH_ROUTES } from '../../modules/accounts/accounts.public';
import { arbitraryOf, hostileString, hostileValue, type JsonSchema, Known, known } from './schema-arbitrary';

export const FUZZ_ACTORS = ['visitor', 'member', 'owner', 'admin'] as const;
export type FuzzActor = (typeof FUZZ_ACTORS)[number];

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}
export interface DocOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { 'x-error-codes'?: string[] } | undefined>;
  security?: unknown;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, DocOperation>>;
}

export interface Operation {
  method: string;
  /** OpenAPI style: `/api/videos/{id}`, `{*}` for the rest of the path. */
  path: string;
  parameters: Parameter[];
  jsonBody: JsonSchema | null;
  /** Error statuses and codes from the document; null for Better Auth's routes, which it omits. */
  responses: DocOperation['responses'] | null;
}

const str = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', maxLength: 300, ...extra });
const obj = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  required,
});
const email = str({ format: 'email' });
const password = str({ minLength: 8, maxLength: 128 });
/** Bodies of the Better Auth routes the bridge passes on (the web app's fields); the document hides them. */
const AUTH_BODIES: Record<string, JsonSchema> = {
  'POST /sign-up/email': obj(
    {
      email,
      password,
      username: str({ pattern: '^[A-Za-z0-9][A-Za-z0-9_.]{2,29}$' }),
      name: str({ maxLength: 60 }),
      callbackURL: str(),
    },
    ['email', 'password', 'username'],
  ),
  'POST /sign-in/email': obj({ email, password, rememberMe: { type: 'boolean' } }, ['email', 'password']),
  'POST /send-verification-email': obj({ email, callbackURL: str() }, ['email']),
  'POST /request-password-reset': obj({ email, redirectTo: str() }, ['email']),
  'POST /reset-password': obj({ newPassword: password, token: str() }, ['newPassword']),
  'POST /change-password': obj(
    { currentPassword: password, newPassword: password, revokeOtherSessions: { type: 'boolean' } },
    ['currentPassword', 'newPassword'],
  ),
  'POST /two-factor/enable': obj({ password }, ['password']),
  'POST /two-factor/disable': obj({ password }, ['password']),
  'POST /two-factor/verify-totp': obj(
    { code: str({ pattern: '^\\d{6}$' }), trustDevice: { type: 'boolean' } },
    ['code'],
  ),
  'POST /two-factor/verify-backup-code': obj({ code: str() }, ['code']),
};
const AUTH_QUERIES: Record<string, Parameter[]> = {
  'GET /verify-email': [
    { name: 'token', in: 'query', required: true, schema: str() },
    { name: 'callbackURL', in: 'query', schema: str() },
  ],
  'GET /reset-password/:token': [
    { name: 'token', in: 'path', required: true, schema: str() },
    { name: 'callbackURL', in: 'query', schema: str() },
  ],
};

/** The document's operations (minus the WebSocket, which it does not list) and the auth bridge's. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      jsonBody: op.requestBody?.content?.['application/json']?.schema ?? null,
      responses: op.responses ?? {},
    })),
  );
  const auth = ALLOWED_AUTH_ROUTES.map((route) => {
    const [method, path] = route.split(' ') as [string, string];
    return {
      method,
      path: `/api/auth${path.replace(/:(\w+)/g, '{$1}')}`,
      parameters: AUTH_QUERIES[route] ?? [],
      jsonBody: AUTH_BODIES[route] ?? (method === 'POST' ? obj({}) : null),
      responses: null,
    };
  });
  return [...documented, ...auth];
}

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'multipart'; fields: Record<string, string>; file: 'png' | Uint8Array | null; fileField: string }
  | { kind: 'bytes'; contentType: string; bytes: Uint8Array };

export interface FuzzRequest {
  op: Operation;
  actor: FuzzActor;
  /** Last three bytes of the client's address (10.x.y.z): the per-IP rate limit does not end the run. */
  ip: [number, number, number];
  params: Record<string, unknown>;
  query: [string, unknown][];
  rawQuery: string | null;
  headers: Record<string, string>;
  body: Body;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Printable latin-1 only: what an HTTP client can put in a header at all. */
const headerSafe = (s: string) => s.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').slice(0, 8192);
const headerValue = hostileString.map(headerSafe);

const GENERIC_HEADERS: [string, fc.Arbitrary<string>][] = [
  ['accept-language', fc.oneof(fc.constantFrom('fr', 'zh-CN,zh;q=0.9', 'xx;q=abc', '*'), headerValue)],
  [
    'range',
    fc.constantFrom(
      'bytes=0-',
      'bytes=-1',
      'bytes=99999999999-',
      'bytes=5-2',
      'bytes=abc',
      'bytes=0-1,2-3',
      'x',
    ),
  ],
  ['if-none-match', fc.oneof(fc.constant('*'), headerValue)],
  ['x-request-id', headerValue],
  ['origin', fc.constantFrom('http://evil.example', 'null', '%', 'http://localhost:3000')],
  ['x-forwarded-for', fc.constantFrom('1.2.3.4', 'garbage', '::1, 10.0.0.1')],
  [
    'cookie',
    fc.constantFrom(
      'kinora.session_token=garbage',
      'kinora.session_token=%00',
      `kinora.session_token=${'a'.repeat(5000)}`,
      'kinora.session_token=a.b; kinora_profile=not-a-uuid',
    ),
  ],
];
const TUS_HEADERS: [string, fc.Arbitrary<string>][] = [
  ['tus-resumable', fc.oneof(fc.constant('1.0.0'), headerValue)],
  [
    'upload-length',
    fc.oneof(
      fc.constantFrom('0', '1', '104857600', '104857601', '-1', '1e3', '99999999999999999999'),
      headerValue,
    ),
  ],
  ['upload-offset', fc.oneof(fc.constantFrom('0', '-1', '5', '99999999999999999999'), headerValue)],
  [
    'upload-metadata',
    fc.oneof(
      fc.constantFrom('filename Y2xpcC5tcDQ=', 'filename', 'filename !!!', ',,', 'a b c'),
      headerValue,
    ),
  ],
  ['upload-defer-length', fc.constantFrom('1', '0', 'x')],
  ['content-type', fc.constantFrom('application/offset+octet-stream', 'text/plain')],
];

const headersArb = (pairs: [string, fc.Arbitrary<string>][], keep: number) =>
  fc
    .tuple(...pairs.map(([name, value]) => fc.option(value, { freq: keep }).map((v) => [name, v] as const)))
    .map((entries) => Object.fromEntries(entries.filter(([, v]) => v !== null)) as Record<string, string>);

const MULTIPART_FIELDS = [
  'title',
  'description',
  'channelId',
  'visibility',
  'uploadId',
  'monetized',
  'topics',
];
const GARBAGE_JSON = [
  '{"title": \u0000',
  '{',
  '[]',
  'null',
  '"x"',
  '{"a":1,"a":2}',
  '{"__proto__":{"admin":true}}',
  '',
];

function bodyArb(op: Operation): fc.Arbitrary<Body> {
  const raw = fc.oneof(
    fc.record({
      kind: fc.constant('raw' as const),
      contentType: fc.constant('application/json'),
      text: fc.constantFrom(...GARBAGE_JSON),
    }),
    fc.record({
      kind: fc.constant('raw' as const),
      contentType: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'application/xml',
      ),
      text: fc.string({ maxLength: 50 }),
    }),
  );
  const none = fc.constant<Body>({ kind: 'none' });
  if (op.path.startsWith('/api/uploads'))
    return fc.oneof(
      none,
      fc.record({
        kind: fc.constant('bytes' as const),
        contentType: fc.constant('application/offset+octet-stream'),
        bytes: fc.uint8Array({ maxLength: 2048 }),
      }),
    );
  if (op.jsonBody) {
    const json = arbitraryOf(op.jsonBody, true).map((value): Body => ({ kind: 'json', value }));
    return fc.oneof(
      { weight: 17, arbitrary: json },
      { weight: 2, arbitrary: raw },
      { weight: 1, arbitrary: none },
    );
  }
  if (!WRITES.has(op.method)) return none;
  const multipart = fc.record({
    kind: fc.constant('multipart' as const),
    fields: fc.dictionary(
      fc.constantFrom(...MULTIPART_FIELDS),
      fc.oneof(fc.string({ maxLength: 30 }), hostileString),
      { maxKeys: 4 },
    ),
    file: fc.oneof(fc.constant('png' as const), fc.uint8Array({ maxLength: 4096 }), fc.constant(null)),
    fileField: fc.constantFrom('file', 'thumbnail', 'image', 'avatar'),
  });
  return fc.oneof(
    { weight: 4, arbitrary: multipart },
    { weight: 2, arbitrary: none },
    { weight: 1, arbitrary: hostileValue.map((value): Body => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: raw },
  );
}

function paramArb(op: Operation, p: Parameter): fc.Arbitrary<unknown> {
  if (p.name === '*')
    return op.path.startsWith('/api/files')
      ? fc.oneof(
          known('file'),
          fc.constantFrom('videos/../../etc/passwd', 'a/b/c', '%2e%2e/x'),
          hostileString,
        )
      : fc.oneof(fc.stringMatching(/^[a-f0-9]{32}$/), hostileString);
  if (/token/i.test(p.name) && !p.schema?.pattern) return fc.oneof(known('token'), hostileString);
  const fromSchema = arbitraryOf(p.schema ?? { type: 'string' }, true);
  return /token|subscriptionId/.test(p.name) ? fc.oneof(known('token'), fromSchema) : fromSchema;
}

/** Requests for one operation: path params, query, headers and body all from its declaration. */
export function requestArb(op: Operation): fc.Arbitrary<FuzzRequest> {
  const paramsOf = (where: Parameter['in']) => op.parameters.filter((p) => p.in === where);
  // Never an empty path parameter: `/api/videos/` is another route (the list), not a bad id of this one.
  const params = fc.record(
    Object.fromEntries(paramsOf('path').map((p) => [p.name, paramArb(op, p).filter((v) => v !== '')])),
  );
  const query = fc
    .tuple(
      ...paramsOf('query').map((p) =>
        fc
          .option(
            fc.oneof(
              { weight: 8, arbitrary: arbitraryOf(p.schema ?? {}, true) },
              // Repeated parameters: ?cursor=a&cursor=b
              {
                weight: 1,
                arbitrary: fc.array(arbitraryOf(p.schema ?? {}, true), { minLength: 2, maxLength: 3 }),
              },
            ),
            { freq: p.required ? 10 : 2 },
          )
          .map((v) => [p.name, v] as [string, unknown]),
      ),
    )
    .map((pairs) => pairs.filter(([, v]) => v !== null));
  const rawQuery = fc.option(
    fc.constantFrom(
      '%',
      '%zz',
      'q=%C3%28',
      'cursor=%ED%A0%80',
      'a=%00',
      '&&&',
      '=',
      'cursor[]=1',
      'limit=1&limit=x',
      '__proto__[x]=1',
    ),
    { freq: 12 },
  );
  const headers = op.path.startsWith('/api/uploads')
    ? fc.tuple(headersArb(TUS_HEADERS, 1), headersArb(GENERIC_HEADERS, 12)).map(([a, b]) => ({ ...b, ...a }))
    : headersArb(GENERIC_HEADERS, 12);
  return fc.record({
    op: fc.constant(op),
    actor: fc.constantFrom(...FUZZ_ACTORS),
    ip: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)),
    params,
    query,
    rawQuery,
    headers,
    body: bodyArb(op),
  });
}

/** Harvested values by kind; an index past the end wraps, an empty pool gives a uuid naming nothing. */
export type Pools = Record<Known['kind'], string[]>;

export function resolve(value: unknown, pools: Pools): unknown {
  if (value instanceof Known) {
    const pool = pools[value.kind];
    return pool.length ? pool[value.index % pool.length] : '00000000-0000-4000-8000-000000000000';
  }
  if (Array.isArray(value)) return value.map((v) => resolve(v, pools));
  if (value && typeof value === 'object' && !(value instanceof Uint8Array))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, pools)]));
  return value;
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser sends it). */
const encode = (s: string) =>
  [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');

const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** The URL of a request: params percent-encoded (the wildcard keeps its slashes), then the query. */
export function urlOf(req: FuzzRequest, pools: Pools): string {
  const path = req.op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = asText(resolve(req.params[name], pools));
    return name === '*' ? value.split('/').map(encode).join('/') : encode(value);
  });
  const parts = req.query.flatMap(([name, v]) => {
    const values =
      Array.isArray(v) && !req.op.parameters.find((p) => p.name === name && p.schema?.type === 'array')
        ? v
        : [v];
    return values.map((one) => `${encode(name)}=${encode(asText(resolve(one, pools)))}`);
  });
  if (req.rawQuery) parts.push(req.rawQuery);
  return parts.length ? `${path}?${parts.join('&')}` : path;
}
