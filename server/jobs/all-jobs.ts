import type { AppContext } from '../context';
import { accountDeleted } from '../modules/accounts/accounts.events';
import { removeAccount } from '../modules/accounts/member-data';
import { removeMemberChannels } from '../modules/channels/member-data';
import { sendMailJob } from '../modules/mail/jobs/send-mail.job';
import { expireUploadsJob } from '../modules/uploads/expire-uploads.job';
import { recoverProcessingJob } from '../modules/videos/jobs/recover-processing.job';
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
  // Domain moments, with the modules' reactions (subscriptions and earnings will add theirs here).
  eventJob(videoPublished, []),
  eventJob(viewValidated, []),
  // In this order: the videos (and their files), then the channels, then the user row, which the
  // others reference. Validated views (and later ledger entries) stay, anonymised.
  eventJob(accountDeleted, [removeMemberVideos, removeMemberChannels, removeAccount]),
];
