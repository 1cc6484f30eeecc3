import type { FastifyInstance, HTTPMethods, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { grantConfiguredAdmins } from '../modules/accounts/accounts.public';
import { signUpConfirmed } from '../modules/accounts/accounts.test-helpers';
import { userIdOf } from '../modules/videos/videos.test-helpers';
import { TestClient } from './http-client';
import { isOutsideCompleteness, type MatrixModule, PERMISSION_ROUTES } from './permission-routes';
import { createTestContext, type TestContext } from './test-context';

/**
 * The permission matrix: every route × actor × case with the status (and error code) it must
 * answer, run through the HTTP test client. One table per module (`<module>.permissions.test.ts`):
 *
 *   ...route<Fixture>('PATCH /api/videos/:id', {
 *     valid: [(f) => ({ url: `/api/videos/${f.video}`, payload: { description: 'x' } }), ownerOnly(200, 'video_not_found')],
 *     'bad input': [(f) => ({ url: `/api/videos/${f.video}`, payload: { visibility: 'secret' } }), everyone(400)],
 *     'unknown id': [() => ({ url: `/api/videos/${UNKNOWN_ID}`, payload: { description: 'x' } }), signedIn('404 video_not_found')],
 *   })
 *
 * becomes twelve tests named like "PATCH /api/videos/:id · member · valid → 404 video_not_found".
 */

export const ACTORS = ['visitor', 'member', 'owner', 'admin'] as const;
/** visitor: no session; member: signed in, owns none of the fixtures; owner: owns them; admin: a member with the admin role. */
export type ActorName = (typeof ACTORS)[number];

export const CASES = ['valid', 'bad input', 'unknown id'] as const;
export type CaseName = (typeof CASES)[number];
/** A case, optionally with a variant: `'valid (private video)'`. */
export type CaseKey = CaseName | `${CaseName} (${string})`;

/** A well-formed id that names nothing. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** An id that is not a uuid. */
export const BAD_ID = 'not-a-uuid';

/** `404`, or `'404 video_not_found'` to check the error code too (not on HEAD, which has no body). */
export type Outcome = number | `${number} ${string}`;
export type Outcomes = Record<ActorName, Outcome>;

export const UNAUTHENTICATED: Outcome = '401 unauthenticated';

/** The same answer for everybody (public routes, schema errors checked before the handler). */
export const everyone = (outcome: Outcome): Outcomes => ({
  visitor: outcome,
  member: outcome,
  owner: outcome,
  admin: outcome,
});
/** Signed-in members only: visitors are asked to sign in. */
export const signedIn = (outcome: Outcome): Outcomes => ({ ...everyone(outcome), visitor: UNAUTHENTICATED });
/** The owner's resource, written to: visitors 401, any other member (admins too) 404 as if it did not exist. */
export const ownerOnly = (outcome: Outcome, notFoundCode: string): Outcomes => ({
  ...signedIn(`404 ${notFoundCode}`),
  owner: outcome,
});
/** The owner's hidden resource (private video) on a public route: everybody else 404, visitors included. */
export const ownerSees = (outcome: Outcome, notFoundCode: string): Outcomes => ({
  ...everyone(`404 ${notFoundCode}`),
  owner: outcome,
});

export interface MatrixRequest {
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** Sent as multipart/form-data instead of `payload`. */
  multipart?: {
    fields?: Record<string, string>;
    file?: { bytes: Buffer; filename: string; field?: string; contentType?: string };
  };
}

/** Builds the request of a row; `as` is the actor sending it (for actor-specific tokens or uploads). */
export type RequestFn<F> = (
  fixture: F,
  as: { name: ActorName; client: TestClient },
) => MatrixRequest | Promise<MatrixRequest>;

export interface MatrixRow<F> {
  /** `METHOD /url` as the module's manifest lists it (permissionRoutes). */
  route: string;
  as: ActorName;
  case: CaseName;
  variant?: string;
  request: RequestFn<F>;
  expect: Outcome;
}

/** The rows of one route: for each case, the request and the outcome per actor. */
export function route<F>(
  route: string,
  cases: { [K in CaseKey]?: readonly [RequestFn<F>, Outcomes] },
): MatrixRow<F>[] {
  return Object.entries(cases).flatMap(([key, spec]) => {
    const match = /^(valid|bad input|unknown id)(?: \((.+)\))?$/.exec(key);
    if (!match || !spec) throw new Error(`${route}: unknown case "${key}"`);
    const [request, outcomes] = spec as readonly [RequestFn<F>, Outcomes];
    return ACTORS.map((as) => ({
      route,
      as,
      case: match[1] as CaseName,
      ...(match[2] ? { variant: match[2] } : {}),
      request,
      expect: outcomes[as],
    }));
  });
}

export const rowName = <F>(row: MatrixRow<F>) =>
  `${row.route} · ${row.as} · ${row.case}${row.variant ? ` (${row.variant})` : ''} → ${row.expect}`;

function parseOutcome(outcome: Outcome): { status: number; code: string | null } {
  if (typeof outcome === 'number') return { status: outcome, code: null };
  const [status, code] = outcome.split(' ') as [string, string];
  return { status: Number(status), code };
}

function splitRoute(route: string): { method: HTTPMethods; path: string } {
  const [method, path] = route.split(' ') as [HTTPMethods, string];
  return { method, path };
}

/** Whether a concrete path is one the route pattern matches (`:param` one segment, `*` the rest). */
export function pathMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split(/(:\w+|\*)/)
    .map((part) =>
      part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`).test(path);
}

/** Better Auth's bridge: rows for routes it must refuse, outside the list of Kinora's own routes. */
const isAuthBridgeRoute = (route: string) => splitRoute(route).path.startsWith('/api/auth/');

/**
 * What a module's table lacks: each listed route needs the 4 actors × valid, plus bad input and
 * unknown id when its path takes a parameter; every row must name a listed route (or the auth bridge).
 */
export function missingRows<F>(listed: readonly string[], rows: readonly MatrixRow<F>[]) {
  const missing: string[] = [];
  for (const r of listed) {
    const cases: CaseName[] = /[:*]/.test(splitRoute(r).path) ? [...CASES] : ['valid'];
    for (const as of ACTORS)
      for (const c of cases)
        if (!rows.some((row) => row.route === r && row.as === as && row.case === c))
          missing.push(`${r} · ${as} · ${c}`);
  }
  const unlisted = [
    ...new Set(
      rows
        .filter((row) => !listed.includes(row.route) && !isAuthBridgeRoute(row.route))
        .map((row) => row.route),
    ),
  ];
  const names = rows.map(rowName);
  const duplicates = [...new Set(names.filter((n, i) => names.indexOf(n) !== i))];
  return { missing, unlisted, duplicates };
}

/**
 * Registered routes (`METHOD /url`) that no module's list holds, and listed ones the app no longer
 * registers. The HEAD twin of a GET and what isOutsideCompleteness names are left out.
 */
export function compareWithRegistered(
  registered: readonly { method: string; url: string }[],
  listed: readonly string[],
) {
  const gets = new Set(registered.filter((r) => r.method === 'GET').map((r) => r.url));
  const routes = new Set(
    registered
      .filter((r) => !isOutsideCompleteness(r.method, r.url))
      .filter((r) => !(r.method === 'HEAD' && gets.has(r.url)))
      .map((r) => `${r.method} ${r.url}`),
  );
  return {
    withoutMatrix: [...routes].filter((r) => !listed.includes(r)).sort(),
    notRegistered: listed.filter((r) => !routes.has(r)).sort(),
  };
}

export interface MatrixEnv {
  ctx: TestContext;
  app: FastifyInstance;
  clients: Record<ActorName, TestClient>;
  userIds: Record<Exclude<ActorName, 'visitor'>, string>;
}

/** One app on a fresh database, with the four actors signed in (the admin as ADMIN_EMAILS makes one). */
export async function createMatrixEnv(env: Record<string, string> = {}): Promise<MatrixEnv> {
  const ctx = await createTestContext(env);
  // Sign-up mails are sent by a job.
  await ctx.queue.work(ctx);
  const app = await buildApp(ctx, { webDist: null });
  await app.ready();
  const origin = 'http://localhost:3000';
  const clients = {
    visitor: new TestClient(app, origin, '10.77.0.1'),
    member: new TestClient(app, origin, '10.77.0.2'),
    owner: new TestClient(app, origin, '10.77.0.3'),
    admin: new TestClient(app, origin, '10.77.0.4'),
  };
  await Promise.all(
    (['member', 'owner', 'admin'] as const).map((as) =>
      signUpConfirmed(ctx, clients[as], `${as}@matrix.example`, `matrix_${as}`),
    ),
  );
  await grantConfiguredAdmins(ctx, ['admin@matrix.example']);
  const session = (await clients.admin.get('/api/session')).json();
  if (session.user?.abilities?.admin !== true) throw new Error('the admin actor has no admin role');
  const [member, owner, admin] = await Promise.all([
    userIdOf(clients.member),
    userIdOf(clients.owner),
    userIdOf(clients.admin),
  ]);
  return { ctx, app, clients, userIds: { member, owner, admin } };
}

type OpenApiOperation = { responses?: Record<string, unknown>; security?: unknown };
const openApiOf = (app: FastifyInstance) =>
  app.swagger() as unknown as { paths: Record<string, Record<string, OpenApiOperation>> };
/** The OpenAPI operation of `METHOD /url` (`:id` → `{id}`). */
function operationOf(doc: ReturnType<typeof openApiOf>, route: string): OpenApiOperation | undefined {
  const { method, path } = splitRoute(route);
  const openApiPath = path.replace(/:(\w+)/g, '{$1}').replace('*', '{*}');
  return doc.paths[openApiPath]?.[method.toLowerCase()];
}

const errorCodeOf = (body: string): string | null => {
  try {
    return JSON.parse(body)?.error?.code ?? null;
  } catch {
    return null;
  }
};

/**
 * Runs a module's table: one app and one fixture for the whole file, a coverage check against the
 * module's manifest (its permissionRoutes), then one test per row, in table order.
 */
export function describeMatrix<F>(
  module: MatrixModule,
  rows: MatrixRow<F>[],
  setup: (env: MatrixEnv) => Promise<F>,
  /** Settings of the matrix's app (METRICS_TOKEN for the health module's /metrics). */
  settings: Record<string, string> = {},
): void {
  describe(`${module} permission matrix`, () => {
    let env: MatrixEnv;
    let fixture: F;
    beforeAll(async () => {
      env = await createMatrixEnv(settings);
      fixture = await setup(env);
    });
    afterAll(async () => {
      await env?.app.close();
      await env?.ctx.close();
    });

    it(`has rows for every ${module} route its manifest lists`, () => {
      expect(missingRows(PERMISSION_ROUTES[module], rows)).toEqual({
        missing: [],
        unlisted: [],
        duplicates: [],
      });
    });

    it(`documents in OpenAPI every error status the ${module} table expects`, () => {
      const doc = openApiOf(env.app);
      const missing = rows
        .filter((row) => !isAuthBridgeRoute(row.route))
        .filter((row) => parseOutcome(row.expect).status >= 400)
        .filter((row) => !operationOf(doc, row.route)?.responses?.[String(parseOutcome(row.expect).status)])
        .map((row) => `${row.route} → ${parseOutcome(row.expect).status}`);
      expect([...new Set(missing)]).toEqual([]);
    });

    it(`declares MEMBERS_ONLY exactly on the ${module} routes that answer every visitor 401`, () => {
      const doc = openApiOf(env.app);
      const wrong = PERMISSION_ROUTES[module].filter((r) => {
        const visitor = rows.filter((row) => row.route === r && row.as === 'visitor');
        const all401 = visitor.length > 0 && visitor.every((row) => row.expect === UNAUTHENTICATED);
        return all401 !== Boolean(operationOf(doc, r)?.security);
      });
      expect(wrong).toEqual([]);
    });

    for (const r of PERMISSION_ROUTES[module]) {
      it(`${r} · visitor · garbage → 401 unauthenticated when members only`, async () => {
        if (!operationOf(openApiOf(env.app), r)?.security) return;
        const { method, path } = splitRoute(r);
        const url = `${path.replace(/:\w+/g, 'not-a-uuid').replace('*', 'x')}?cursor=%00&limit=-1`;
        const res = await env.clients.visitor.request({
          method,
          url,
          ...(method === 'GET' || method === 'HEAD'
            ? {}
            : { payload: '{"title": \u0000', headers: { 'content-type': 'application/json' } }),
        });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(401);
        if (method !== 'HEAD') expect(errorCodeOf(res.body)).toBe('unauthenticated');
      });
    }

    for (const row of rows) {
      it(rowName(row), async () => {
        const { method, path } = splitRoute(row.route);
        const client = env.clients[row.as];
        const req = await row.request(fixture, { name: row.as, client });
        const url = req.url.split('?')[0]!;
        expect(pathMatches(path, url), `${url} is not a path of ${row.route}`).toBe(true);
        const res = req.multipart
          ? await client.multipart(
              method as 'POST' | 'PUT' | 'PATCH',
              req.url,
              req.multipart.fields ?? {},
              req.multipart.file,
            )
          : await client.request({ method, url: req.url, payload: req.payload, headers: req.headers });
        const expected = parseOutcome(row.expect);
        const withCode = expected.code !== null && method !== 'HEAD';
        expect(
          { status: res.statusCode, ...(withCode ? { code: errorCodeOf(res.body) } : {}) },
          res.body.slice(0, 300),
        ).toEqual({ status: expected.status, ...(withCode ? { code: expected.code } : {}) });
      });
    }
  });
}
