import { z } from 'zod';
import type { AppContext } from '../../../context';
import { defineJob } from '../../../jobs/registry';

/**
 * Mail goes through the queue so a slow or failing SMTP server never blocks a request, and a
 * message is retried with back-off instead of lost.
 */
export const sendMailJob = defineJob({
  name: 'mail.send',
  schema: z.object({
    to: z.email(),
    subject: z.string().min(1).max(300),
    text: z.string(),
    html: z.string(),
    /** Where answers go (the contact form's support mail: the sender). */
    replyTo: z.email().optional(),
  }),
  retryLimit: 5,
  retryDelayS: 20,
  handle: async (ctx: Pick<AppContext, 'mailer'>, message) => {
    await ctx.mailer.send(message);
  },
});
