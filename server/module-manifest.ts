import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { OverviewPeriod } from '../domain/admin-overview';
import type { MemberExport } from '../domain/api/accounts';
import type { OverviewSeries, OverviewTile } from '../domain/api/admin-overview';
import type { AppContext } from './context';
import type { Database } from './db/client';
import type { DomainEvent, JobDefinition, Reaction } from './jobs/registry';
import type { StandingProvider } from './standing/actor';

/** A routes plugin as the modules write them (with or without the zod type provider). */
// biome-ignore lint/suspicious/noExplicitAny: plugins differ in their options and type provider
export type RoutesPlugin = FastifyPluginAsync<any, RawServerDefault, any>;

/** One module's reaction to an event, possibly another module's (see reactTo). */
export interface EventReaction {
  // biome-ignore lint/suspicious/noExplicitAny: events carry different data types
  event: DomainEvent<any>;
  // biome-ignore lint/suspicious/noExplicitAny: the reaction takes the event's data
  reaction: Reaction<any, AppContext>;
}

export function reactTo<Data>(event: DomainEvent<Data>, reaction: Reaction<Data, AppContext>): EventReaction {
  return { event, reaction };
}

/** A module's running services: closed when their node (start) or app (startApp) closes. */
export interface Closable {
  close(): Promise<void>;
}

/** A module's part of GET /api/me/export: top-level fields of the member's export. */
export type MemberDataExport = (db: Database, userId: string) => Promise<Partial<MemberExport>>;

/**
 * A module's figures on the admin overview (GET /api/admin/overview): tiles and daily series over
 * the period, read from its own tables only (docs/decisions/0022-admin-overview.md).
 */
export type OverviewPart = (
  db: Database,
  period: OverviewPeriod,
) => Promise<{ tiles?: OverviewTile[]; series?: OverviewSeries[] }>;

/** A module's reason to refuse account deletion now (throws an AppError), e.g. money on its way. */
export type DeletionCheck = (db: Database, userId: string) => Promise<void>;

/**
 * Everything a module adds to Kinora, in one place (`server/modules/<m>/<m>.manifest.ts`), so a new
 * module edits no central file but the list (server/all-modules.ts), which the app, the job
 * registry, the data export, account deletion and the permission-matrix test iterate.
 * `Own` are the services its `start` builds once per node (api process, or test context), `AppOwn`
 * those its `startApp` builds once per HTTP app; `Needs` are the services its routes and
 * `startApp` use, its own or other modules'. Services are passed explicitly (never through
 * AppContext): the commands that use one say so in their deps' type (e.g. `WatchDeps`).
 */
export interface ModuleManifest<
  Name extends string = string,
  Needs = unknown,
  Own extends object = object,
  AppOwn extends object = object,
> {
  /** The module's folder under server/modules/. */
  name: Name;
  /** Services this module owns in a node, started with it (main.ts, test-context.ts). */
  start?: (ctx: AppContext) => Own & Closable;
  /** Services this module owns in an HTTP app, built by buildApp and closed with the app. */
  startApp?: (ctx: AppContext, services: Needs) => AppOwn & Closable;
  /** The Fastify plugins of its routes: none, or only those this configuration serves. */
  routes?: (ctx: AppContext, services: Needs) => readonly RoutesPlugin[];
  /** Its jobs, by the names they are queued under (queued jobs of an older version must still run). */
  // biome-ignore lint/suspicious/noExplicitAny: jobs carry different data types
  jobs?: readonly JobDefinition<any, AppContext>[];
  /** The events it emits: each gets its fan-out job, even with no reaction yet. */
  // biome-ignore lint/suspicious/noExplicitAny: events carry different data types
  events?: readonly DomainEvent<any>[];
  /** Its reactions to events (its own or other modules'), one job each. */
  reactions?: readonly EventReaction[];
  /** Its part of GET /api/me/export (privacy/export-member-data.ts merges them). */
  exportMemberData?: MemberDataExport;
  /** Its figures on the admin overview (tiles, daily series). */
  overview?: OverviewPart;
  /** Refuses DELETE /api/me while the module holds something that must finish first. */
  refuseDeletion?: DeletionCheck;
  /** Its step of account deletion (run in the order server/jobs/remove-account-data.ts gives). */
  removeMemberData?: Reaction<{ userId: string }, AppContext>;
  /**
   * Its part of every member's standing (accounts: roles; billing: plan; moderation: sanctions),
   * read with the session (server/standing/). Changing that part goes through `changeStanding`.
   */
  standing?: StandingProvider;
  /** Its routes as `METHOD /url` (exactly as Fastify registers them), covered by `<m>.permissions.test.ts`. */
  permissionRoutes: readonly string[];
}

/** Keeps the module's name as a literal type (the permission-matrix tests are keyed by it). */
export function defineModule<
  const Name extends string,
  Needs = unknown,
  Own extends object = object,
  AppOwn extends object = object,
>(manifest: ModuleManifest<Name, Needs, Own, AppOwn>): ModuleManifest<Name, Needs, Own, AppOwn> {
  return manifest;
}
