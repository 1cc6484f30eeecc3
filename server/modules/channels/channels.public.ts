/**
 * What other modules may use of the channels module (and nothing else: a test holds the line).
 * Videos belong to channels, so the videos module depends on this one — never the other way.
 */

/** Per-node caches that rank channels drop on this topic. */
export { CHANNEL_CHANGED_TOPIC } from './channel-changes';
/** Events: what other modules react to. */
export { channelTopicsChanged } from './channels.events';
export { authorize as authorizeChannel, channelNotFound } from './channels.policy';
export { presentChannel } from './channels.presenter';
/**
 * Channel rows. The count of subscribers is moved by the subscriptions module (addSubscribers, in
 * its transaction) and the demo seed adds its channels (addDemoChannels): channels owns the table.
 */
export {
  addDemoChannels,
  addSubscribers,
  findChannel,
  loadChannel,
  loadChannelsByIds,
  ownChannels,
} from './channels.repository';
/** Privacy rights: the channels' part of a member's data export, and their removal with the account. */
export { exportMemberChannels, removeMemberChannels } from './member-data';
/** Crawlers: a sitemap page of channels. */
export { sitemapChannels } from './queries/sitemap-channels';
