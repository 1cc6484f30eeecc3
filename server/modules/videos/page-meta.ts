import { matchAppRoute } from '../../../domain/routes';
import type { AppContext } from '../../context';
import {
  defaultPageMeta,
  isoDuration,
  type PageMeta,
  type PageMetaResolver,
  SITE_DESCRIPTION,
} from '../../plugins/page-meta';
import { loadChannel } from '../channels/channels.public';
import { can, isHiddenByModeration } from './videos.policy';
import { loadVideo } from './videos.repository';

const UUID = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';
const clip = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** Metadata of the shareable catalogue pages: a video's watch page and a channel page. */
export const catalogPageMeta =
  (ctx: AppContext): PageMetaResolver =>
  async (pathname) => {
    const watch = new RegExp(`^/watch/${UUID}/?$`).exec(pathname);
    if (watch) return watchPageMeta(ctx, pathname, watch[1]!);
    const channel = new RegExp(`^/channel/${UUID}/?$`).exec(pathname);
    if (channel) return channelPageMeta(ctx, channel[1]!);
    // An id that cannot be one (a truncated or mistyped link) names nothing either.
    const route = matchAppRoute(pathname)?.id;
    if (route === 'watch' || route === 'channel')
      return { ...defaultPageMeta(pathname), noindex: true, missing: true };
    return null;
  };

async function watchPageMeta(ctx: AppContext, pathname: string, id: string): Promise<PageMeta> {
  const refs = await loadVideo(ctx.db.db, id);
  // What an anonymous crawler may see: nothing of a private or not yet published video. One that
  // does not exist, or is private, is a 404 (the owner's page still opens: the app renders it);
  // one being processed will be there soon: 200, not indexed yet. A video moderation removed (or
  // whose owner is banned) is a 404 too: its title must not reach a share preview.
  if (!refs || refs.video.visibility === 'private' || isHiddenByModeration(refs.video))
    return { ...defaultPageMeta(pathname), noindex: true, missing: true };
  if (!can(null, 'see', refs.video)) return { ...defaultPageMeta(pathname), noindex: true };
  const { video, channel } = refs;
  const description = clip(video.description || (channel ? `${channel.name} · Kinora` : SITE_DESCRIPTION));
  const image = video.thumbnailUrl ?? video.posterUrl;
  const uploadDate = (video.publishedAt ?? video.createdAt).toISOString();
  return {
    title: video.title,
    description,
    canonicalPath: `/watch/${video.id}`,
    image,
    type: 'video.other',
    video: { durationS: video.durationS, uploadDate },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: video.title,
      description,
      thumbnailUrl: image ? [`${ctx.config.publicUrl}${image}`] : [],
      uploadDate,
      duration: isoDuration(video.durationS),
      embedUrl: `${ctx.config.publicUrl}/watch/${video.id}`,
      interactionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: { '@type': 'WatchAction' },
        userInteractionCount: video.viewCount,
      },
      ...(video.monetized ? { isAccessibleForFree: false } : {}),
    },
  };
}

async function channelPageMeta(ctx: AppContext, id: string): Promise<PageMeta | null> {
  const channel = await loadChannel(ctx.db.db, id);
  if (!channel) return { ...defaultPageMeta(`/channel/${id}`), noindex: true, missing: true };
  return {
    title: channel.name,
    description: clip(channel.description || SITE_DESCRIPTION),
    canonicalPath: `/channel/${channel.id}`,
    image: channel.imageUrl,
    type: 'profile',
  };
}
