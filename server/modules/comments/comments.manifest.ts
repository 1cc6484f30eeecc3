import { defineModule } from '../../module-manifest';
import { commentSettingsRoutes } from './comment-settings.routes';
import { commentsRoutes } from './comments.routes';
import { exportMemberComments, removeMemberComments } from './member-data';

/** Comments under videos (issue 29, docs/decisions/0032-comments.md). */
export const commentsModule = defineModule({
  name: 'comments',
  routes: (ctx) => [commentsRoutes(ctx), commentSettingsRoutes(ctx)],
  exportMemberData: async (db, userId) => ({ comments: await exportMemberComments(db, userId) }),
  removeMemberData: removeMemberComments,
  permissionRoutes: [
    'GET /api/videos/:id/comments',
    'POST /api/videos/:id/comments',
    'GET /api/comments/:id',
    'GET /api/comments/:id/replies',
    'PATCH /api/comments/:id',
    'DELETE /api/comments/:id',
    'PUT /api/comments/:id/like',
    'DELETE /api/comments/:id/like',
    'PUT /api/comments/:id/pin',
    'DELETE /api/comments/:id/pin',
    'PUT /api/comments/:id/heart',
    'DELETE /api/comments/:id/heart',
    'POST /api/comments/:id/approve',
    'GET /api/videos/:id/comment-settings',
    'PATCH /api/videos/:id/comment-settings',
    'GET /api/me/comments/held',
    'GET /api/me/comments/watched-words',
    'PUT /api/me/comments/watched-words',
  ],
});
