import { z } from 'zod';
import { cursorSchema } from '../cursor';

const filterText = z
  .string()
  .trim()
  .max(100, { error: 'validation_failed' })
  .regex(/^[\w.:@+-]*$/, { error: 'validation_failed' })
  .optional()
  .transform((s) => s || undefined);

/** GET /api/admin/audit: filters (all optional, combined) and the page's cursor. */
export const auditQuerySchema = z.object({
  cursor: cursorSchema,
  actor: filterText,
  action: filterText,
  targetType: filterText,
  targetId: filterText,
  from: z.iso.date({ error: 'invalid_date_range' }).optional(),
  to: z.iso.date({ error: 'invalid_date_range' }).optional(),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
