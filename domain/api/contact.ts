import { z } from 'zod';

/**
 * POST /api/contact: the same answer whether the message was kept or dropped as a bot's (honeypot),
 * so nothing in it tells them apart.
 */
export const contactResponseSchema = z.object({ received: z.literal(true) });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
