import { defineModule } from '../../module-manifest';
import { expireUploadsJob } from './expire-uploads.job';
import { startUploadCopySweep } from './sweep-upload-copies';
import { createUploadService, type UploadService } from './uploads';
import { uploadsRoutes } from './uploads.routes';

export const uploadsModule = defineModule({
  name: 'uploads',
  // One per node: tus and its lock's listener for other nodes' requests (uploads.ts), and the sweep
  // of this node's temporary copies (what a crash mid-publish left in its DATA_DIR).
  start: (ctx) => {
    const uploads = createUploadService(ctx);
    const sweep = startUploadCopySweep(ctx.config.dataDir, ctx.logger);
    return {
      uploads,
      close: async () => {
        sweep.stop();
        uploads.close();
      },
    };
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
