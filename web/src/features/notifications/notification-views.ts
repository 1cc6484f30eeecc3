import type { NotificationData, NotificationKind } from '@domain/notifications';
import type { TFunction } from '@/i18n';
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
const VIEWS: { [K in NotificationKind]: (data: NotificationData<K>, t: TFunction) => NotificationView } = {
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
};

export function notificationView(notification: Notification, t: TFunction): NotificationView {
  const view = VIEWS[notification.kind] as (data: Notification['data'], t: TFunction) => NotificationView;
  return view(notification.data, t);
}
