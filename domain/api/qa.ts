import { z } from 'zod';

export const QA_FEEDBACK_MAX = 5000;

/** POST /api/qa/feedback (QA members only). */
export const qaFeedbackInputSchema = z.object({
  message: z
    .string({ error: 'feedback_required' })
    .trim()
    .min(1, 'feedback_required')
    .max(QA_FEEDBACK_MAX, 'feedback_too_long'),
  pagePath: z
    .string()
    .max(500)
    .regex(/^\/[^\s]*$/, { error: 'bad_request' }),
});

export const qaFeedbackSchema = z.object({
  id: z.string(),
  message: z.string(),
  pagePath: z.string(),
  author: z.object({ id: z.string(), username: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
});
export type QaFeedback = z.infer<typeof qaFeedbackSchema>;

/** GET /api/admin/qa-feedback (admins): newest first, keyset pages. */
export const qaFeedbackPageSchema = z.object({
  items: z.array(qaFeedbackSchema),
  nextCursor: z.string().nullable(),
});
export type QaFeedbackPage = z.infer<typeof qaFeedbackPageSchema>;
