import type { AppContext } from '../context';
import { accountDeleted } from '../modules/accounts/accounts.events';
import { applyBillingEventJob } from '../modules/billing/jobs/apply-event.job';
import { reconcileBillingJob } from '../modules/billing/jobs/reconcile.job';
import { channelTopicsChanged } from '../modules/channels/channels.events';
import { purgeContactMessagesJob } from '../modules/contact/contact.public';
import { computeTrendingJob } from '../modules/discovery/jobs/compute-trending.job';
import { creditPaidViewReaction } from '../modules/earnings/earnings.public';
import { sendMailJob } from '../modules/mail/jobs/send-mail.job';
import { pruneNotificationsJob } from '../modules/notifications/jobs/prune-notifications.job';
import { purgeQaFeedbackJob } from '../modules/qa/qa.public';
import { deliverSandboxEventJob } from '../modules/sandbox/jobs/deliver-event.job';
import { runSandboxClockJob } from '../modules/sandbox/jobs/run-clock.job';
import {
  notifySubscribersJob,
  notifySubscribersReaction,
} from '../modules/subscriptions/jobs/notify-subscribers.job';
import { expireUploadsJob } from '../modules/uploads/expire-uploads.job';
import { recoverProcessingJob } from '../modules/videos/jobs/recover-processing.job';
import { refreshChannelThemes, refreshThemesJob } from '../modules/videos/jobs/refresh-themes.job';
import { removeVideoFilesJob } from '../modules/videos/jobs/remove-video-files.job';
import { transcodeVideoJob } from '../modules/videos/jobs/transcode-video.job';
import { videoPublished, viewValidated } from '../modules/videos/videos.events';
import { eventJob, type JobDefinition } from './registry';
import { removeAccountData } from './remove-account-data';

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
  // Domain moments: each event's job fans out one job per reaction (`<event>.<reaction verb>`,
  // e.g. videos-published.notify-subscribers), each retried alone (registry.ts eventJob).
  ...eventJob(videoPublished, [notifySubscribersReaction]),
  ...eventJob(viewValidated, [creditPaidViewReaction]),
  ...eventJob(channelTopicsChanged, [refreshChannelThemes]),
  // One reaction whose steps must run in order: remove-account-data.ts says which and why.
  ...eventJob(accountDeleted, [removeAccountData]),
];
