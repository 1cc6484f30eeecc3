import { defineModule } from '../../module-manifest';
import { expireUploadsJob } from './expire-uploads.job';
import { createUploadService, type UploadService } from './uploads';
import { uploadsRoutes } from './uploads.routes';

export const uploadsModule = defineModule({
  name: 'uploads',
  // One per node: tus serialises a member's creations in it (their pending-uploads check).
  start: (ctx) => ({ uploads: createUploadService(ctx), close: async () => {} }),
  routes: (_ctx, { uploads }: { uploads: UploadService }) => [uploadsRoutes(uploads)],
  jobs: [expireUploadsJob],
  permissionRoutes: [
    'POST /api/uploads',
    'HEAD /api/uploads/*',
    'PATCH /api/uploads/*',
    'DELETE /api/uploads/*',
  ],
});
