import { defineModule } from '../../module-manifest';
import { contactRoutes } from './contact.routes';
import {
  exportMemberContactMessages,
  purgeContactMessagesJob,
  removeMemberContactMessages,
} from './member-data';

export const contactModule = defineModule({
  name: 'contact',
  routes: (ctx) => [contactRoutes(ctx)],
  jobs: [purgeContactMessagesJob],
  exportMemberData: async (db, userId) => ({
    contactMessages: await exportMemberContactMessages(db, userId),
  }),
  removeMemberData: removeMemberContactMessages,
  permissionRoutes: ['POST /api/contact'],
});
