import { z } from 'zod';
import { REPORT_ITEM_KINDS, REPORT_REASON_CODES, REPORT_STATUSES } from '../moderation';

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
