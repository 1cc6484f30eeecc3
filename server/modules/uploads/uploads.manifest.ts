import { defineModule } from '../../module-manifest';
import { expireUploadsJob } from './expire-uploads.job';
import { createUploadService, type UploadService } from './uploads';
import { uploadsRoutes } from './uploads.routes';

export const uploadsModule = defineModule({
  name: 'uploads',
  // One per node: tus and its lock's listener for other nodes' requests (uploads.ts).
  start: (ctx) => {
    const uploads = createUploadService(ctx);
    return { uploads, close: async () => uploads.close() };
  },
  routes: (_ctx, { uploads }: { uploads: UploadService }) => [uploadsRoutes(uploads)],
  jobs: [expireUploadsJob],
  permissionRoutes: [
    'POST /api/uploads',
    'HEAD /api/uploads/*',
    'PATCH /api/uploads/*',
    'DELETE /api/uploads/*',
  ],
});
