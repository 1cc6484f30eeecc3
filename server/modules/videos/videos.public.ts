/** What the rest of the server (realtime) may use of the videos module. */

export { VIDEO_ACCESS_TOPIC } from './access-versions';
/** `storyboards:backfill`: scrub previews for the videos made before them. */
export { queueMissingStoryboards } from './commands/backfill-storyboards';
/** Moderation's sanctions, run inside its decision's transaction (docs/decisions/0028-video-sanctions.md). */
export {
  demonetiseVideo,
  remonetiseVideo,
  removeVideoByModeration,
  restoreVideoByModeration,
  setOwnerContentHidden,
  type VideoModerationFacts,
  videoModerationFacts,
} from './commands/moderate-video';
/** The one "listed" rule (public, published), for every module's listings. */
export { isListed, listedAs, listedOrOwn } from './listed';
/** Privacy rights: the videos' part of a member's data export, and their removal with the account. */
export { exportMemberVideos, removeMemberVideos } from './member-data';
/** The admins' members screen: the creator filter, and a member's videos. */
export { isCreatorSql, memberVideosSummary } from './queries/member-videos';
export { publicVideosPage } from './queries/public-videos-page';
/** Crawlers: a sitemap page of public videos. */
export { sitemapVideos } from './queries/sitemap-videos';
/** Earnings: the validated views in order, after its cursor (announced by `views.added`). */
export { type ValidatedView, type ViewCursor, validatedViewsAfter } from './queries/validated-views';
/** Earnings per video: the titles of the owner's videos. */
export { videoTitles } from './queries/video-titles';
export { isDemoPreparing } from './seed-demo';
/** Per-node caches of what lists videos drop on this topic (edits, captions, a rendition published). */
export { VIDEO_CHANGED_TOPIC } from './video-cache';
/** Its domain moments, for the modules that react to them (their manifests). */
export { videoPublished, viewsAdded, viewValidated } from './videos.events';
export { can as canOnVideo, isComingSoon } from './videos.policy';
/** Lists of video cards built elsewhere (discovery, subscriptions, search): the card query and its presenter. */
export { presentVideoCard } from './videos.presenter';
export {
  findVideo,
  loadVideo as loadVideoCard,
  selectVideoCards,
  type VideoWithRefs,
} from './videos.repository';
/** Composition: the node's heartbeat buffer (bootstrap and the test context build it). */
export { WatchBuffer } from './watch-buffer';
/** Discovery's "continue watching": a profile's progress is written by the watch path, here. */
export { hideFromContinueWatching } from './watching.repository';
