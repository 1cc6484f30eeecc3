import type { z } from 'zod';
import type { qaFeedbackInputSchema } from '../../../../domain/api/qa';
import type { AppContext } from '../../../context';
import type { Actor } from '../../../standing/actor';
import { authorize } from '../qa.policy';
import { insertQaFeedback } from '../qa.repository';

export async function sendQaFeedback(
  ctx: AppContext,
  { actor, input }: { actor: Actor | null; input: z.infer<typeof qaFeedbackInputSchema> },
): Promise<string> {
  authorize(actor, 'sendFeedback');
  // Set here (millisecond precision) so the keyset cursor names each item exactly.
  return insertQaFeedback(ctx.db.db, {
    userId: actor.userId,
    message: input.message,
    pagePath: input.pagePath,
    createdAt: ctx.clock.now(),
  });
}
