import { z } from 'zod';
import type { AppContext } from '../../../context';
import { defineJob } from '../../../jobs/registry';
import { expireSanctions } from '../commands/expire-sanctions';

/** Every minute: sanctions whose end has come are ended (on the app's clock, so tests move it). */
export const expireSanctionsJob = defineJob<Record<string, never>, AppContext>({
  name: 'moderation.expire-sanctions',
  schema: z.object({}).strict(),
  schedule: { cron: '* * * * *', tz: 'Europe/Paris' },
  retryLimit: 2,
  retryDelayS: 30,
  expireInS: 600,
  handle: async (ctx) => {
    const ended = await expireSanctions(ctx);
    if (ended > 0) ctx.logger.info({ ended }, 'moderation sanctions expired');
  },
});
