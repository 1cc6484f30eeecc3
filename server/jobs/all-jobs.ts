import type { AppContext } from '../context';
import { accountDeleted } from '../modules/accounts/accounts.events';
import { removeAccount } from '../modules/accounts/member-data';
import { cancelDeletedMemberBilling } from '../modules/billing/billing.public';
import { applyBillingEventJob } from '../modules/billing/jobs/apply-event.job';
import { reconcileBillingJob } from '../modules/billing/jobs/reconcile.job';
import { channelTopicsChanged } from '../modules/channels/channels.events';
import { removeMemberChannels } from '../modules/channels/member-data';
import { purgeContactMessagesJob, removeMemberContactMessages } from '../modules/contact/contact.public';
import { computeTrendingJob } from '../modules/discovery/jobs/compute-trending.job';
import { sendMailJob } from '../modules/mail/jobs/send-mail.job';
import { pruneNotificationsJob } from '../modules/notifications/jobs/prune-notifications.job';
import { purgeQaFeedbackJob, removeMemberQaFeedback } from '../modules/qa/qa.public';
import { deliverSandboxEventJob } from '../modules/sandbox/jobs/deliver-event.job';
import { runSandboxClockJob } from '../modules/sandbox/jobs/run-clock.job';
import {
  notifySubscribersJob,
  notifySubscribersReaction,
} from '../modules/subscriptions/jobs/notify-subscribers.job';
import { removeMemberSubscriptions } from '../modules/subscriptions/member-data';
import { expireUploadsJob } from '../modules/uploads/expire-uploads.job';
import { recoverProcessingJob } from '../modules/videos/jobs/recover-processing.job';
import { refreshChannelThemes, refreshThemesJob } from '../modules/videos/jobs/refresh-themes.job';
import { removeVideoFilesJob } from '../modules/videos/jobs/remove-video-files.job';
import { transcodeVideoJob } from '../modules/videos/jobs/transcode-video.job';
import { removeMemberVideos } from '../modules/videos/member-data';
import { videoPublished, viewValidated } from '../modules/videos/videos.events';
import { eventJob, type JobDefinition } from './registry';

/** Every job the workers run. A job missing here cannot be queued (JobQueue.send refuses it). */
// biome-ignore lint/suspicious/noExplicitAny: jobs carry different data types
export const ALL_JOBS: JobDefinition<any, AppContext>[] = [
  sendMailJob,
  transcodeVideoJob,
  recoverProcessingJob,
  removeVideoFilesJob,
  expireUploadsJob,
  pruneNotificationsJob,
  refreshThemesJob,
  computeTrendingJob,
  notifySubscribersJob,
  applyBillingEventJob,
  reconcileBillingJob,
  deliverSandboxEventJob,
  runSandboxClockJob,
  purgeContactMessagesJob,
  purgeQaFeedbackJob,
  // Domain moments, with the modules' reactions (subscriptions and earnings will add theirs here).
  eventJob(videoPublished, [notifySubscribersReaction]),
  eventJob(viewValidated, []),
  eventJob(channelTopicsChanged, [refreshChannelThemes]),
  // In this order: the member's subscriptions (taken back from the channels' counts, which the
  // user row's cascade would not do), the videos (and their files), then the channels, then the
  // user row, which the others reference. Validated views (and later ledger entries) stay, anonymised.
  eventJob(accountDeleted, [
    // First: a deleted account must never keep paying (its subscriptions are cancelled now).
    cancelDeletedMemberBilling,
    removeMemberSubscriptions,
    removeMemberVideos,
    removeMemberChannels,
    // Before the user row: its ON DELETE SET NULL would leave them with no owner to find them by.
    removeMemberContactMessages,
    removeMemberQaFeedback,
    removeAccount,
  ]),
];
