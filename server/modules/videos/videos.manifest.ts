import { defineModule, reactTo } from '../../module-manifest';
import { channelTopicsChanged } from '../channels/channels.public';
import type { UploadService } from '../uploads/uploads.public';
import { adminVideosRoutes } from './admin-videos.routes';
import { BeatLimit } from './beat-limit';
import { captionsRoutes } from './captions.routes';
import { captionsStreamRoutes } from './captions-stream.routes';
import { channelVideosRoutes } from './channel-videos.routes';
import { captionVideoJob } from './jobs/caption-video.job';
import { makeStoryboardJob } from './jobs/make-storyboard.job';
import { recoverProcessingJob } from './jobs/recover-processing.job';
import { refreshChannelThemes, refreshThemesJob } from './jobs/refresh-themes.job';
import { removeVideoFilesJob } from './jobs/remove-video-files.job';
import { transcodeVideoJob } from './jobs/transcode-video.job';
import { mediaAccessRoutes } from './media-access.routes';
import { exportMemberVideos, removeMemberVideos } from './member-data';
import { catalogPageMeta } from './page-meta';
import { videosOverview } from './queries/overview';
import { socketBeats } from './socket-beats';
import { storyboardRoutes } from './storyboard.routes';
import { streamRoutes } from './stream.routes';
import { StreamGrants } from './stream-grants';
import { VideoCache } from './video-cache';
import { videoPublished, viewsAdded, viewValidated } from './videos.events';
import { videosRoutes } from './videos.routes';
import { WatchBuffer } from './watch-buffer';

/** What the videos module's app services and routes use: its own, and the uploads module's. */
interface VideosNeeds {
  videoCache: VideoCache;
  beatLimit: BeatLimit;
  watchBuffer: WatchBuffer;
  uploads: UploadService;
  streamGrants: StreamGrants;
}

export const videosModule = defineModule({
  name: 'videos',
  // One buffer per node, whatever the number of apps on it: a SIGTERM flushes it once the HTTP
  // server stopped and before the queue and the database close (main.ts).
  start: (ctx) => {
    const watchBuffer = new WatchBuffer(ctx);
    return { watchBuffer, close: () => watchBuffer.close() };
  },
  // One cache of watch-page videos for the pages, the HTTP heartbeats and the socket's; one grant
  // check (its access-version caches) for every media route: segments, captions, previews.
  startApp: (ctx, { watchBuffer }: VideosNeeds) => {
    const videoCache = new VideoCache(ctx);
    const beatLimit = new BeatLimit(ctx);
    const streamGrants = new StreamGrants(ctx);
    return {
      videoCache,
      beatLimit,
      streamGrants,
      socketBeats: socketBeats({ ...ctx, watchBuffer }, videoCache, beatLimit),
      pageMeta: catalogPageMeta(ctx),
      close: async () => {
        videoCache.close();
        streamGrants.close();
        await beatLimit.close();
      },
    };
  },
  routes: (ctx, services: VideosNeeds) => [
    videosRoutes(ctx, services),
    channelVideosRoutes(ctx),
    streamRoutes(ctx, services.watchBuffer, services.streamGrants),
    adminVideosRoutes(ctx),
    storyboardRoutes(ctx, services.streamGrants),
    captionsRoutes(ctx),
    captionsStreamRoutes(ctx, services.streamGrants),
    mediaAccessRoutes(ctx, services.streamGrants),
  ],
  jobs: [
    transcodeVideoJob,
    recoverProcessingJob,
    removeVideoFilesJob,
    refreshThemesJob,
    makeStoryboardJob,
    captionVideoJob,
  ],
  events: [videoPublished, viewsAdded, viewValidated],
  reactions: [reactTo(channelTopicsChanged, refreshChannelThemes)],
  exportMemberData: exportMemberVideos,
  removeMemberData: removeMemberVideos,
  overview: videosOverview,
  permissionRoutes: [
    'GET /api/videos',
    'POST /api/videos',
    'GET /api/videos/:id',
    'GET /api/videos/:id/more',
    'PATCH /api/videos/:id',
    'DELETE /api/videos/:id',
    'POST /api/videos/:id/thumbnail',
    'POST /api/videos/:id/source',
    'POST /api/videos/:id/retry',
    'PUT /api/videos/:id/like',
    'DELETE /api/videos/:id/like',
    'POST /api/videos/:id/heartbeat',
    'GET /api/me/videos',
    'GET /api/me/dashboard',
    'GET /api/channels/:id/videos',
    'GET /api/channels/:id/manage',
    'GET /api/stream/:videoId/:token/master.m3u8',
    'GET /api/stream/:videoId/:token/:rung/:file',
    'GET /api/admin/videos',
    'GET /api/stream/:videoId/:token/storyboard/thumbnails.vtt',
    'GET /api/stream/:videoId/:token/storyboard/:sheet',
    'GET /api/stream/:videoId/:token/chapters.vtt',
    'GET /api/videos/:id/captions',
    'PUT /api/videos/:id/captions/:lang',
    'PATCH /api/videos/:id/captions/:lang',
    'DELETE /api/videos/:id/captions/:lang',
    'POST /api/videos/:id/captions/automatic',
    'GET /api/stream/:videoId/:token/captions/:file',
    'GET /api/stream/:videoId/:token/captions/:lang/index.m3u8',
    'GET /api/media-access/:videoId/:token/:rung',
  ],
});
