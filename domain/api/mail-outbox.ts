import { z } from 'zod';

/** An outbox message's id, as the outbox mailer names its files ("<epoch ms>-<8 hex>"). */
export const OUTBOX_ID_PATTERN = /^\d{13}-[0-9a-f]{8}$/;
const outboxId = z.string().max(22, { error: 'outbox_message_not_found' }).regex(OUTBOX_ID_PATTERN, {
  error: 'outbox_message_not_found',
});

/** GET /api/admin/outbox/status: whether mail goes to the local outbox (the viewer exists then). */
export const outboxStatusSchema = z.object({ enabled: z.boolean() });

/** GET /api/admin/outbox: newest first; `before` is the last id of the previous page. */
export const outboxListQuerySchema = z.object({
  before: z
    .string({ error: 'invalid_cursor' })
    .max(22, { error: 'invalid_cursor' })
    .regex(OUTBOX_ID_PATTERN, { error: 'invalid_cursor' })
    .optional(),
});
export const outboxMessageParams = z.object({ id: outboxId });

export const outboxSummarySchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;

export const outboxPageSchema = z.object({
  items: z.array(outboxSummarySchema),
  nextBefore: z.string().nullable(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const outboxMessageSchema = outboxSummarySchema.extend({
  /** The MIME file's top-level headers, in order, unfolded. */
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
  text: z.string(),
  /** Shown only inside a sandboxed frame (no scripts, no same origin), never injected in the page. */
  html: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
