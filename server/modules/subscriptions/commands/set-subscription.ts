import type { SubscriptionState } from '../../../../domain/api/subscriptions';
import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import type { Actor } from '../../../standing/actor';
import { channelNotFound, findChannel } from '../../channels/channels.public';
import { authorizeSubscription } from '../subscriptions.policy';
import { isSubscribed, setSubscribedRow } from '../subscriptions.repository';

type Deps = Pick<AppContext, 'db' | 'queue' | 'logger' | 'clock'>;

/** Whether the viewer subscribes to the channel (a visitor never does), and its subscriber count. */
export async function subscriptionState(
  ctx: Pick<AppContext, 'db'>,
  actor: Actor | null,
  channelId: string,
): Promise<SubscriptionState> {
  const [channel, subscribed] = await Promise.all([
    findChannel(ctx.db.db, channelId),
    actor ? isSubscribed(ctx.db.db, actor.userId, channelId) : false,
  ]);
  if (!channel) throw channelNotFound();
  return { subscribed, subscriberCount: channel.subscriberCount };
}

/**
 * Subscribes (`subscribed: true`) or unsubscribes. Idempotent: subscribing twice counts once, and
 * the count stays exact under concurrent toggles (see setSubscribedRow).
 */
export async function setSubscription(
  ctx: Deps,
  actor: Actor,
  channelId: string,
  subscribed: boolean,
): Promise<SubscriptionState> {
  authorizeSubscription(actor, await findChannel(ctx.db.db, channelId));
  let subscriberCount: number | null;
  try {
    subscriberCount = await withTransaction(ctx, ({ tx }) =>
      setSubscribedRow(tx, { userId: actor.userId, channelId, subscribed, at: ctx.clock.now() }),
    );
  } catch (error) {
    // The channel was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw channelNotFound();
    throw error;
  }
  if (subscriberCount === null) throw channelNotFound();
  return { subscribed, subscriberCount };
}

const isForeignKeyViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23503' || e?.cause?.code === '23503';
};
