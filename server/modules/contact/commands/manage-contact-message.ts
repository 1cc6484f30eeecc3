import type { AdminContactMessage, ContactState } from '../../../../domain/api/admin-contact';
import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import type { Actor } from '../../../standing/actor';
import { recordAdminAction } from '../../audit/audit.public';
import { sendMailJob } from '../../mail/mail.public';
import { authorize, contactMessageNotFound } from '../contact.policy';
import { presentContactMessage, stateOf } from '../contact.presenter';
import { insertReply, lockMessage, repliesOf, setMessageTimes } from '../contact-inbox.repository';
import { buildContactReply } from '../mail/contact-reply-mail';

type Deps = Pick<AppContext, 'db' | 'queue' | 'logger' | 'clock' | 'config'>;
interface AdminRequest {
  actor: Actor | null;
  requestId: string | null;
  id: string;
}

/** The times a state means: handled implies read; a time already set is kept (the first reading counts). */
function timesFor(state: ContactState, m: { readAt: Date | null; handledAt: Date | null }, now: Date) {
  if (state === 'unread') return { readAt: null, handledAt: null };
  if (state === 'read') return { readAt: m.readAt ?? now, handledAt: null };
  return { readAt: m.readAt ?? now, handledAt: m.handledAt ?? now };
}

/** Marks a message unread, read or handled, with its audit row. */
export async function setContactState(
  ctx: Deps,
  { actor, requestId, id, state }: AdminRequest & { state: ContactState },
): Promise<AdminContactMessage> {
  authorize(actor, 'manage');
  return withTransaction(ctx, async ({ tx }) => {
    const message = await lockMessage(tx, id);
    if (!message) throw contactMessageNotFound();
    const now = ctx.clock.now();
    const updated = await setMessageTimes(tx, id, timesFor(state, message, now));
    await recordAdminAction(
      tx,
      {
        actor,
        action: `contact.mark-${state}`,
        targetType: 'contact_message',
        targetId: id,
        before: { state: stateOf(message) },
        after: { state: stateOf(updated) },
        requestId,
      },
      now,
    );
    return presentContactMessage(updated, await repliesOf(tx, [id]));
  });
}

/**
 * Mails an admin's answer to the message's sender (Reply-To the support address) through the mail
 * job queued in the same transaction, keeps the reply (who, when, what) and marks the message
 * handled. The audit row keeps the reply's length, not its text (the reply row holds it).
 */
export async function replyToContactMessage(
  ctx: Deps,
  { actor, requestId, id, body }: AdminRequest & { body: string },
): Promise<AdminContactMessage> {
  authorize(actor, 'manage');
  return withTransaction(ctx, async ({ tx, enqueue }) => {
    const message = await lockMessage(tx, id);
    if (!message) throw contactMessageNotFound();
    const now = ctx.clock.now();
    const reply = await insertReply(tx, {
      messageId: id,
      authorId: actor.userId,
      authorEmail: actor.email,
      body,
      sentAt: now,
    });
    const updated = await setMessageTimes(tx, id, timesFor('handled', message, now));
    await enqueue(sendMailJob, buildContactReply(message, body, ctx.config.supportEmail), {
      dedupKey: `contact-reply:${reply.id}`,
    });
    await recordAdminAction(
      tx,
      {
        actor,
        action: 'contact.reply',
        targetType: 'contact_message',
        targetId: id,
        before: { state: stateOf(message) },
        after: { state: stateOf(updated), replyId: reply.id, bodyLength: body.length },
        requestId,
      },
      now,
    );
    return presentContactMessage(updated, await repliesOf(tx, [id]));
  });
}
