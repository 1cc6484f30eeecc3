import { z } from 'zod';
import { rankedCursorSchema } from '../ranked-cursor';

export const CONTACT_REPLY_MAX = 10_000;
export const CONTACT_STATES = ['unread', 'read', 'handled'] as const;
export type ContactState = (typeof CONTACT_STATES)[number];

/** GET /api/admin/contact: unread first, then newest; optionally one state only. */
export const adminContactQuerySchema = z.object({
  state: z.enum(CONTACT_STATES, { error: 'validation_failed' }).optional(),
  cursor: rankedCursorSchema,
});

export const contactMessageParams = z.object({ id: z.uuid({ error: 'contact_message_not_found' }) });

/** POST /api/admin/contact/:id/state: mark read, unread or handled (handled implies read). */
export const contactStateInputSchema = z
  .object({ state: z.enum(CONTACT_STATES, { error: 'validation_failed' }) })
  .strict();

/** POST /api/admin/contact/:id/reply: the answer mailed to the sender (plain text). */
export const contactReplyInputSchema = z
  .object({
    body: z
      .string({ error: 'reply_required' })
      .trim()
      .min(1, { error: 'reply_required' })
      .max(CONTACT_REPLY_MAX, { error: 'reply_too_long' })
      .refine((s) => !s.includes('\u0000'), { error: 'invalid_characters' }),
  })
  .strict();

export const contactReplySchema = z.object({
  id: z.string(),
  authorEmail: z.string(),
  body: z.string(),
  sentAt: z.string(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

export const adminContactMessageSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  jobTitle: z.string(),
  /** One of CONTACT_TOPICS as the form sends them (kept as stored, whatever wrote the row). */
  topic: z.string(),
  message: z.string(),
  locale: z.string(),
  memberId: z.string().nullable(),
  state: z.enum(CONTACT_STATES),
  sentAt: z.string(),
  readAt: z.string().nullable(),
  handledAt: z.string().nullable(),
  replies: z.array(contactReplySchema),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const adminContactPageSchema = z.object({
  items: z.array(adminContactMessageSchema),
  nextCursor: z.string().nullable(),
  unread: z.number(),
});
export type AdminContactPage = z.infer<typeof adminContactPageSchema>;
