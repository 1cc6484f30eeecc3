import { randomInt } from 'node:crypto';
import type { ReportReceipt } from '../../../../domain/api/moderation';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../../domain/locales';
import {
  REFERENCE_ALPHABET,
  REFERENCE_LENGTH,
  type ReportInput,
  rangeFits,
  reportInputSchema,
} from '../../../../domain/moderation';
import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import { ConflictError, RateLimitedError, ValidationError } from '../../../errors';
import type { Actor } from '../../../standing/actor';
import { countHit, findUserById } from '../../accounts/accounts.public';
import { sendMailJob } from '../../mail/mail.public';
import { notifyMembers } from '../../notifications/notifications.public';
import { buildReportReceipt } from '../mail/report-receipt';
import { authorizeReport } from '../moderation.policy';
import { findReportTarget } from '../report-target';
import { insertReport, itemFor } from '../reports.repository';

type Deps = Pick<AppContext, 'db' | 'queue' | 'logger' | 'config' | 'clock' | 'realtime'>;

/**
 * Reports one address may send per hour, and one member per day, counted in the database so every
 * api node shares the count. Far above what a person reports, low enough that a flood of notices
 * (or of receipt mails to typed addresses) stops early.
 */
export const REPORTS_PER_IP_HOUR = 10;
export const REPORTS_PER_MEMBER_DAY = 30;
const HOUR_S = 60 * 60;
const DAY_S = 24 * HOUR_S;

const newReference = () =>
  `R-${Array.from({ length: REFERENCE_LENGTH }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

async function reporterLocale(
  ctx: Deps,
  actor: Actor | null,
  formLocale: string | undefined,
): Promise<Locale> {
  const member = actor ? await findUserById(ctx.db.db, actor.userId) : null;
  if (isLocale(member?.locale)) return member.locale;
  return isLocale(formLocale) ? formLocale : DEFAULT_LOCALE;
}

/**
 * Stores a report on a video or a channel the reporter can see, under its moderation item, and in
 * the same transaction queues the receipt: an in-app notice for a member, an email for a visitor.
 * The reported member learns nothing of it here (nor, ever, who reported them).
 */
export async function submitReport(
  ctx: Deps,
  request: { input: ReportInput; actor: Actor | null; ip: string },
): Promise<ReportReceipt> {
  const data = reportInputSchema.parse(request.input);
  const { actor } = request;
  if ((await countHit(ctx.db.db, `report:ip:${request.ip}`, HOUR_S)) > REPORTS_PER_IP_HOUR)
    throw new RateLimitedError('Too many reports. Try again later.');
  if (actor && (await countHit(ctx.db.db, `report:member:${actor.userId}`, DAY_S)) > REPORTS_PER_MEMBER_DAY)
    throw new RateLimitedError('Too many reports. Try again later.');

  const target = await findReportTarget(ctx.db.db, actor, data.itemKind, data.itemId);
  authorizeReport(actor, target, data.reporter);
  if (data.range && !(target.durationS !== null && rangeFits(data.range, target.durationS)))
    throw new ValidationError('The time range is outside the video.', undefined, 'report_range_invalid');

  const now = ctx.clock.now();
  const locale = await reporterLocale(ctx, actor, data.locale);
  const visitor = actor ? null : data.reporter!;
  const reference = newReference();
  await withTransaction(ctx, async (scope) => {
    const itemId = await itemFor(scope.tx, target, now);
    const stored = await insertReport(scope.tx, {
      reference,
      itemId,
      reporterId: actor?.userId ?? null,
      reporterName: visitor?.name ?? null,
      reporterEmail: visitor?.email ?? null,
      goodFaithAt: visitor ? now : null,
      reason: data.reason,
      note: data.note,
      rangeStartS: data.range?.startS ?? null,
      rangeEndS: data.range?.endS ?? null,
      locale,
      createdAt: now,
    });
    if (!stored) throw new ConflictError('You already have an open report on this.', 'report_already_open');
    const receipt = { reference, itemKind: target.kind, reason: data.reason };
    if (actor) {
      await notifyMembers(ctx, scope, [
        { userId: actor.userId, kind: 'report_received', data: receipt, dedupKey: `report:${stored.id}` },
      ]);
    } else {
      await scope.enqueue(
        sendMailJob,
        buildReportReceipt(visitor!.email, locale, { ...receipt, createdAt: now }, ctx.config.publicUrl),
        { dedupKey: `report:${stored.id}:receipt` },
      );
    }
  });
  return { reference, status: 'open', createdAt: now.toISOString() };
}
