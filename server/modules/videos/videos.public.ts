/** What the rest of the server (realtime) may use of the videos module. */

/** Privacy rights: the videos' part of a member's data export, and their removal with the account. */
export { exportMemberVideos, removeMemberVideos } from './member-data';
export { can as canOnVideo } from './videos.policy';
export { findVideo } from './videos.repository';
/** Crawlers: a sitemap page of public videos. */
export { sitemapVideos } from './sitemap-videos';
