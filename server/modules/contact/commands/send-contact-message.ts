import { type ContactInput, contactInputSchema, isHoneypotFilled } from '../../../../domain/contact';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../../domain/locales';
import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import { RateLimitedError } from '../../../errors';
import type { Actor } from '../../../standing/actor';
import { countHit, findUserById } from '../../accounts/accounts.public';
import { sendMailJob } from '../../mail/mail.public';
import { insertContactMessage } from '../contact.repository';
import { buildContactAcknowledgement, buildSupportMail } from '../mail/contact-mail';

type Deps = Pick<AppContext, 'db' | 'queue' | 'logger' | 'config'>;

/**
 * Messages one IP may send per hour, counted in the database so every api node shares the count.
 * Each one mails the team and the address typed: without a limit the form would be a mail cannon.
 */
export const CONTACT_MESSAGES_PER_IP = 5;
const CONTACT_WINDOW_S = 60 * 60;

/** The acknowledgement's language: the member's own, else the form's, else French. */
async function senderLocale(ctx: Deps, actor: Actor | null, formLocale: string | undefined): Promise<Locale> {
  const member = actor ? await findUserById(ctx.db.db, actor.userId) : null;
  if (isLocale(member?.locale)) return member.locale;
  return isLocale(formLocale) ? formLocale : DEFAULT_LOCALE;
}

/**
 * Stores a contact-form message and queues, in the same transaction, the mail to support (Reply-To
 * the sender) and the acknowledgement to the sender. Visitors may write too; a member's id is kept.
 * A filled honeypot is counted and answered like a success, and nothing is stored or sent.
 */
export async function sendContactMessage(
  ctx: Deps,
  request: { input: ContactInput; actor: Actor | null; ip: string },
): Promise<void> {
  const data = contactInputSchema.parse(request.input);
  const hits = await countHit(ctx.db.db, `contact:${request.ip}`, CONTACT_WINDOW_S);
  if (hits > CONTACT_MESSAGES_PER_IP) throw new RateLimitedError('Too many messages. Try again later.');
  if (isHoneypotFilled(data)) {
    ctx.logger.info('contact message dropped: honeypot filled');
    return;
  }
  const locale = await senderLocale(ctx, request.actor, data.locale);
  const userId = request.actor?.userId ?? null;
  const stored = {
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
    jobTitle: data.jobTitle,
    topic: data.topic,
    message: data.message,
    locale,
    userId,
  };
  await withTransaction(ctx, async ({ tx, enqueue }) => {
    const id = await insertContactMessage(tx, stored);
    await enqueue(sendMailJob, buildSupportMail(ctx.config.supportEmail, stored), {
      dedupKey: `contact:${id}:support`,
    });
    await enqueue(sendMailJob, buildContactAcknowledgement(data.email, locale, data.topic), {
      dedupKey: `contact:${id}:acknowledgement`,
    });
  });
}
