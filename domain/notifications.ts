import { z } from 'zod';
import { REPORT_ITEM_KINDS, REPORT_REASON_CODES } from './moderation';
import { APPEAL_OUTCOMES, DECISION_ITEM_KINDS, DECISION_SANCTION_KINDS } from './moderation-decisions';
import { PAYOUT_BLOCKERS } from './payouts';
import { PAID_PLANS } from './plans';
import { VIDEO_FAILURE_CODES } from './videos';

/**
 * In-app notifications: the registry of kinds, each with the data it carries. The server validates
 * every notice against it before storing, the API presents rows through it, and the web app's
 * per-kind texts and links are typed from it — a new kind (moderation, billing) is one more entry
 * here, and every `Record<NotificationKind, …>` that forgets it fails to compile.
 */
const videoRef = {
  videoId: z.uuid(),
  videoTitle: z.string(),
};

export const NOTIFICATION_DATA = {
  /** A channel the member subscribes to published a video. */
  new_video: z.object({
    ...videoRef,
    channelId: z.uuid(),
    channelName: z.string(),
  }),
  /** The member's own video finished processing: every rendition exists. */
  video_ready: z.object(videoRef),
  /** The member's own video stopped processing, with the reason code its edit page shows. */
  video_failed: z.object({ ...videoRef, reason: z.enum(VIDEO_FAILURE_CODES) }),
  /** A paid plan (Premium or QA) started for the member: the first payment went through. */
  subscription_started: z.object({ plan: z.enum(PAID_PLANS) }),
  /** A renewal payment failed: the plan is past due until the card is fixed in the portal. */
  payment_failed: z.object({ plan: z.enum(PAID_PLANS) }),
  /** A paid plan ended (cancelled at period end, or the provider gave up on a failed payment). */
  subscription_ended: z.object({ plan: z.enum(PAID_PLANS) }),
  /** The member's first payment was refunded (money-back guarantee): the plan ended at once. */
  subscription_refunded: z.object({ plan: z.enum(PAID_PLANS) }),
  /** A withdrawal reached the creator's bank. */
  payout_paid: z.object({ withdrawalId: z.uuid(), amountCents: z.number().int() }),
  /** A withdrawal's payout failed: the money is withdrawable again (the provider's code says why). */
  payout_failed: z.object({
    withdrawalId: z.uuid(),
    amountCents: z.number().int(),
    failureCode: z.string().nullable(),
  }),
  /** Money did not move when it could have (automatic payout skipped, a withdrawal waiting): why. */
  payout_blocked: z.object({ reason: z.enum(PAYOUT_BLOCKERS) }),
  /** The member's report was received (its reference; what was reported, never the reported member). */
  report_received: z.object({
    reference: z.string(),
    itemKind: z.enum(REPORT_ITEM_KINDS),
    reason: z.enum(REPORT_REASON_CODES),
  }),
  /** The member's report was reviewed and dismissed (no action taken): its reference and reason. */
  report_dismissed: z.object({
    reference: z.string(),
    itemKind: z.enum(REPORT_ITEM_KINDS),
    reason: z.enum(REPORT_REASON_CODES),
  }),
  /** The reported item was acted on (a sanction was decided): the report's reference and reason. */
  report_actioned: z.object({
    reference: z.string(),
    itemKind: z.enum(REPORT_ITEM_KINDS),
    reason: z.enum(REPORT_REASON_CODES),
  }),
  /** A decision restricts the member or their content: which, and where its statement of reasons is. */
  moderation_decision: z.object({
    decisionId: z.uuid(),
    itemKind: z.enum(DECISION_ITEM_KINDS),
    sanctions: z.array(z.enum(DECISION_SANCTION_KINDS)),
  }),
  /** The member's appeal was reviewed: the final outcome. */
  appeal_decided: z.object({ decisionId: z.uuid(), outcome: z.enum(APPEAL_OUTCOMES) }),
  /** Someone replied to the member's comment (issue 29): who, under which video. */
  comment_reply: z.object({ ...videoRef, commentId: z.uuid(), authorName: z.string() }),
  /** Someone mentioned the member (`@username`) in a comment. */
  comment_mention: z.object({ ...videoRef, commentId: z.uuid(), authorName: z.string() }),
  /** The video's creator hearted the member's comment. */
  comment_heart: z.object({ ...videoRef, commentId: z.uuid() }),
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_DATA;
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_DATA) as NotificationKind[];
export type NotificationData<K extends NotificationKind> = z.infer<(typeof NOTIFICATION_DATA)[K]>;

const content = <K extends NotificationKind>(kind: K) =>
  z.object({ kind: z.literal(kind), data: NOTIFICATION_DATA[kind] });

/** What a notification says: its kind and that kind's data. */
export const notificationContentSchema = z.discriminatedUnion('kind', [
  content('new_video'),
  content('video_ready'),
  content('video_failed'),
  content('subscription_started'),
  content('payment_failed'),
  content('subscription_ended'),
  content('subscription_refunded'),
  content('payout_paid'),
  content('payout_failed'),
  content('payout_blocked'),
  content('report_received'),
  content('report_dismissed'),
  content('report_actioned'),
  content('moderation_decision'),
  content('appeal_decided'),
  content('comment_reply'),
  content('comment_mention'),
  content('comment_heart'),
]);
export type NotificationContent = z.infer<typeof notificationContentSchema>;

/** Notifications per page of the member's list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * The unread count is counted up to this and no further (a bounded index scan): the bell shows
 * "99+" from 100 on.
 */
export const UNREAD_COUNT_CAP = 100;

/** Read notifications are kept this long, any notification at most UNREAD_RETENTION_DAYS. */
export const READ_RETENTION_DAYS = 90;
export const UNREAD_RETENTION_DAYS = 365;

/** A member's notification choices; a member without a stored row has these. */
export const DEFAULT_NOTIFICATION_PREFERENCES = {
  emailNewUploads: false,
  emailReports: false,
  emailComments: false,
} as const;

/**
 * PATCH of the preferences: only the fields sent change (no default that could switch off a choice
 * the member made), nothing unknown, and at least one field.
 */
export const notificationPreferencesPatchSchema = z
  .object({ emailNewUploads: z.boolean(), emailReports: z.boolean(), emailComments: z.boolean() })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { error: 'nothing_to_update' });
export type NotificationPreferencesPatch = z.infer<typeof notificationPreferencesPatchSchema>;
