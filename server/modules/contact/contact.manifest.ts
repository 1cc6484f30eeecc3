import { defineModule } from '../../module-manifest';
import { contactRoutes } from './contact.routes';
import { contactAdminRoutes } from './contact-admin.routes';
import {
  exportMemberContactMessages,
  purgeContactMessagesJob,
  removeMemberContactMessages,
} from './member-data';

export const contactModule = defineModule({
  name: 'contact',
  routes: (ctx) => [contactRoutes(ctx), contactAdminRoutes(ctx)],
  jobs: [purgeContactMessagesJob],
  exportMemberData: async (db, userId) => ({
    contactMessages: await exportMemberContactMessages(db, userId),
  }),
  removeMemberData: removeMemberContactMessages,
  permissionRoutes: [
    'POST /api/contact',
    'GET /api/admin/contact',
    'POST /api/admin/contact/:id/state',
    'POST /api/admin/contact/:id/reply',
  ],
});
