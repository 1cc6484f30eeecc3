// The whole Drizzle schema; drizzle-kit reads this file to generate migrations. One file per owning
// module (named after server/modules/<module>): only that module inserts, updates or deletes its
// tables (server/boundaries.unit.test.ts). Files not named after a module hold core tables, written
// only outside server/modules/ (system.ts, payments-sandbox.ts, payouts-sandbox.ts); columns.ts holds shared column sets.

export * from './accounts';
export * from './audit';
export * from './billing';
export * from './channels';
export * from './comments';
export * from './consent';
export * from './contact';
export * from './discovery';
export * from './earnings';
export * from './moderation';
export * from './news';
export * from './notifications';
export * from './payments-sandbox';
export * from './payouts-sandbox';
export * from './playlists';
export * from './profiles';
export * from './qa';
export * from './search';
export * from './standing';
export * from './subscriptions';
export * from './system';
export * from './uploads';
export * from './videos';
