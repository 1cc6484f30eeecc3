import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Realtime events too large for a NOTIFY payload (8,000 bytes): the hub (server/realtime/hub.ts)
 * stores the event here and notifies its id; listeners read it back. Rows live about a minute (the
 * hub sweeps older ones). Unlogged (hand-written SQL in the migration): a crash loses only events in
 * flight, which realtime never promised to keep.
 */
export const realtimePayloads = pgTable(
  'realtime_payloads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('realtime_payloads_created_idx').on(t.createdAt)],
);
