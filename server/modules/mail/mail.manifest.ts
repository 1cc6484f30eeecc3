import { defineModule } from '../../module-manifest';
import { sendMailJob } from './jobs/send-mail.job';
import { outboxRoutes } from './outbox.routes';

/** Mail is sent by a job the other modules queue (mail.public.ts); admins read the local outbox. */
export const mailModule = defineModule({
  name: 'mail',
  routes: (ctx) => [outboxRoutes(ctx)],
  jobs: [sendMailJob],
  permissionRoutes: ['GET /api/admin/outbox/status', 'GET /api/admin/outbox', 'GET /api/admin/outbox/:id'],
});
