// The whole Drizzle schema, one file per module; drizzle-kit reads this file to generate migrations.

export * from './accounts';
export * from './billing';
export * from './consent';
export * from './discovery';
export * from './sandbox';
export * from './standing';
export * from './system';
export * from './videos';
