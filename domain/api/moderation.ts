import { z } from 'zod';
import { cursorSchema } from '../cursor';
import { REPORT_ITEM_KINDS, REPORT_REASON_CODES, REPORT_STATUSES } from '../moderation';
import { decisionSchema } from './moderation-decisions';

/** POST /api/reports: the receipt shown on screen (a visitor also gets it by email). */
export const reportReceiptSchema = z.object({
  reference: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

/** One of the member's own reports; the item's title as it is now (null once it is gone or hidden). */
export const myReportSchema = z.object({
  reference: z.string(),
  itemKind: z.enum(REPORT_ITEM_KINDS),
  itemId: z.string(),
  itemTitle: z.string().nullable(),
  reason: z.enum(REPORT_REASON_CODES),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type MyReport = z.infer<typeof myReportSchema>;

/** GET /api/me/reports: newest first. */
export const myReportsSchema = z.object({ items: z.array(myReportSchema) });
export type MyReports = z.infer<typeof myReportsSchema>;

/** GET /api/admin/moderation/queue: the query (a keyset cursor, "<oldest open report ms>_<item id>"). */
export const moderationQueueQuerySchema = z.object({ cursor: cursorSchema });

const reasonCountSchema = z.object({ reason: z.enum(REPORT_REASON_CODES), count: z.number().int() });

/** An item with open reports, as the queue lists it; the title as it is now (null once deleted). */
export const moderationQueueItemSchema = z.object({
  id: z.string(),
  kind: z.enum(REPORT_ITEM_KINDS),
  targetId: z.string(),
  title: z.string().nullable(),
  owner: z.object({ id: z.string(), username: z.string().nullable() }).nullable(),
  openReports: z.number().int(),
  reasons: z.array(reasonCountSchema),
  oldestReportAt: z.string(),
  newestReportAt: z.string(),
});
export type ModerationQueueItem = z.infer<typeof moderationQueueItemSchema>;

/** The queue's page: items whose oldest open report is the oldest first. */
export const moderationQueuePageSchema = z.object({
  items: z.array(moderationQueueItemSchema),
  nextCursor: z.string().nullable(),
});
export type ModerationQueuePage = z.infer<typeof moderationQueuePageSchema>;

export const moderationItemParams = z.object({ id: z.uuid({ error: 'moderation_item_not_found' }) });

/** GET /api/admin/moderation/lookup?kind=video&target=<id>: the item of a video or channel, if ever reported. */
export const moderationLookupQuerySchema = z.object({
  kind: z.enum(REPORT_ITEM_KINDS, { error: 'moderation_item_not_found' }),
  target: z.uuid({ error: 'moderation_item_not_found' }),
});
export const moderationLookupSchema = z.object({ id: z.uuid() });

/** One report as an admin reads it: a visitor's name and email, a member's id and username. */
export const moderationReportSchema = z.object({
  reference: z.string(),
  reason: z.enum(REPORT_REASON_CODES),
  note: z.string(),
  range: z.object({ startS: z.number().int(), endS: z.number().int() }).nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  reporter: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('member'), id: z.string().nullable(), username: z.string().nullable() }),
    z.object({ kind: z.literal('visitor'), name: z.string(), email: z.string() }),
  ]),
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;

/** GET /api/admin/moderation/items/:id: the item, every report (newest first), the owner's history. */
export const moderationItemDetailSchema = moderationQueueItemSchema
  .omit({ reasons: true, oldestReportAt: true, newestReportAt: true })
  .extend({
    /** The page an admin opens to see the item (the public watch or channel page; a comment's video). */
    previewPath: z.string(),
    /** A reported comment's whole text, as it is now (null for a video or a channel, or once deleted). */
    body: z.string().nullable(),
    reports: z.array(moderationReportSchema),
    /** The item's decisions (statements of reasons, sanctions and appeals), newest first. */
    decisions: z.array(decisionSchema),
    /** The owner's other reported items and their report counts. */
    ownerHistory: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(REPORT_ITEM_KINDS),
        targetId: z.string(),
        openReports: z.number().int(),
        closedReports: z.number().int(),
      }),
    ),
  });
export type ModerationItemDetail = z.infer<typeof moderationItemDetailSchema>;

export const MODERATION_STATEMENT_MAX = 2000;

/** POST /api/admin/moderation/items/:id/dismiss: the admin's written reason. */
export const dismissInputSchema = z
  .object({
    statement: z
      .string({ error: 'statement_required' })
      .trim()
      .min(1, { error: 'statement_required' })
      .max(MODERATION_STATEMENT_MAX, { error: 'statement_too_long' }),
  })
  .strict();
export type DismissInput = z.infer<typeof dismissInputSchema>;

/** The dismissal's outcome: how many open reports it closed. */
export const dismissResultSchema = z.object({ dismissed: z.number().int(), closedAt: z.string() });
