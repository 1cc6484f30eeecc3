import type { AppContext } from '../context';
import { sendMailJob } from '../modules/mail/jobs/send-mail.job';
import { expireUploadsJob } from '../modules/uploads/expire-uploads.job';
import { recoverProcessingJob } from '../modules/videos/jobs/recover-processing.job';
import { removeVideoFilesJob } from '../modules/videos/jobs/remove-video-files.job';
import { transcodeVideoJob } from '../modules/videos/jobs/transcode-video.job';
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
];
