import { defineModule } from '../../module-manifest';
import { sendMailJob } from './jobs/send-mail.job';

/** Mail is sent by a job the other modules queue (mail.public.ts); it has no route. */
export const mailModule = defineModule({
  name: 'mail',
  jobs: [sendMailJob],
  permissionRoutes: [],
});
