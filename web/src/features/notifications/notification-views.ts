import type { NotificationData, NotificationKind } from '@domain/notifications';
import type { TFunction } from '@/i18n';
import { formatEuros } from '@/lib/format';
import type { Notification } from './notifications-api';

/** How a notification reads in the bell and where clicking it leads. */
export interface NotificationView {
  text: string;
  /** A second line (the reason a processing failed). */
  detail?: string;
  href: string;
}

/**
 * One entry per kind of the registry (domain/notifications.ts): a kind added there fails to compile
 * here until it says how it reads. A notice about a video since deleted or made private still
 * links to its page, which shows its own "not found".
 */
const VIEWS: {
  [K in NotificationKind]: (data: NotificationData<K>, t: TFunction, language: string) => NotificationView;
} = {
  new_video: (data, t) => ({
    text: t('notifications.kinds.new_video', { channel: data.channelName, title: data.videoTitle }),
    href: `/watch/${data.videoId}`,
  }),
  video_ready: (data, t) => ({
    text: t('notifications.kinds.video_ready', { title: data.videoTitle }),
    href: `/watch/${data.videoId}`,
  }),
  video_failed: (data, t) => ({
    text: t('notifications.kinds.video_failed', { title: data.videoTitle }),
    detail: t(`video.failure.${data.reason}`, { defaultValue: t('video.failure.processing_failed') }),
    href: `/video/${data.videoId}/edit`,
  }),
  // Paid plans: the profile's subscription block says the rest (renewal date, portal, refund).
  subscription_started: (data, t) => ({
    text: t('notifications.kinds.subscription_started', { plan: t(`notifications.plans.${data.plan}`) }),
    href: '/profile',
  }),
  payment_failed: (data, t) => ({
    text: t('notifications.kinds.payment_failed', { plan: t(`notifications.plans.${data.plan}`) }),
    detail: t('notifications.kinds.payment_failed_detail'),
    href: '/profile',
  }),
  subscription_ended: (data, t) => ({
    text: t('notifications.kinds.subscription_ended', { plan: t(`notifications.plans.${data.plan}`) }),
    href: '/pricing',
  }),
  subscription_refunded: (data, t) => ({
    text: t('notifications.kinds.subscription_refunded', { plan: t(`notifications.plans.${data.plan}`) }),
    href: '/profile',
  }),
  // Earnings: the dashboard shows the balances, the withdrawal's status and what to do.
  payout_paid: (data, t, language) => ({
    text: t('notifications.kinds.payout_paid', { amount: formatEuros(data.amountCents, language) }),
    href: '/dashboard',
  }),
  payout_failed: (data, t, language) => ({
    text: t('notifications.kinds.payout_failed', { amount: formatEuros(data.amountCents, language) }),
    detail: t('notifications.kinds.payout_failed_detail'),
    href: '/dashboard',
  }),
  payout_blocked: (data, t) => ({
    text: t('notifications.kinds.payout_blocked'),
    detail: t(`notifications.payoutBlocked.${data.reason}`),
    href: '/dashboard',
  }),
  // Moderation: the member's own reports and their status.
  report_received: (data, t) => ({
    text: t('notifications.kinds.report_received', { reference: data.reference }),
    detail: t(`report.reasons.${data.reason}`),
    href: '/reports',
  }),
  report_dismissed: (data, t) => ({
    text: t('notifications.kinds.report_dismissed', { reference: data.reference }),
    detail: t(`report.reasons.${data.reason}`),
    href: '/reports',
  }),
  report_actioned: (data, t) => ({
    text: t('notifications.kinds.report_actioned', { reference: data.reference }),
    detail: t(`report.reasons.${data.reason}`),
    href: '/reports',
  }),
  moderation_decision: (data, t) => ({
    text: t('notifications.kinds.moderation_decision'),
    href: `/decisions/${data.decisionId}`,
  }),
  appeal_decided: (data, t) => ({
    text: t(
      data.outcome === 'upheld'
        ? 'notifications.kinds.appeal_upheld'
        : 'notifications.kinds.appeal_overturned',
    ),
    href: `/decisions/${data.decisionId}`,
  }),
  // Comments (issue 29): the watch page, with the comment shown first (`?comment=`).
  comment_reply: (data, t) => ({
    text: t('notifications.kinds.comment_reply', { author: data.authorName, title: data.videoTitle }),
    href: `/watch/${data.videoId}?comment=${data.commentId}`,
  }),
  comment_mention: (data, t) => ({
    text: t('notifications.kinds.comment_mention', { author: data.authorName, title: data.videoTitle }),
    href: `/watch/${data.videoId}?comment=${data.commentId}`,
  }),
  comment_heart: (data, t) => ({
    text: t('notifications.kinds.comment_heart', { title: data.videoTitle }),
    href: `/watch/${data.videoId}?comment=${data.commentId}`,
  }),
};

export function notificationView(
  notification: Notification,
  t: TFunction,
  language: string,
): NotificationView {
  const view = VIEWS[notification.kind] as (
    data: Notification['data'],
    t: TFunction,
    language: string,
  ) => NotificationView;
  return view(notification.data, t, language);
}
