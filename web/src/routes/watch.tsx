import { parseStartTime } from '@domain/videos.rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Crown, Lock, Pencil, ThumbsUp } from 'lucide-react';
import { Suspense, useCallback, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '@/app/shell/page-loading';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { AdSlot } from '@/features/ads/ad-slot';
import { Comments } from '@/features/comments/comments';
import { ReportButton } from '@/features/moderation/report-button';
import { SaveButton } from '@/features/playlists/save-button';
import { KeyboardShortcutsHelp } from '@/features/qa/keyboard-shortcuts-help';
import { SubscribeButton } from '@/features/subscriptions/subscribe-button';
import { ChapterList } from '@/features/videos/chapter-list';
import { ComingSoon } from '@/features/videos/coming-soon';
import { DescriptionText } from '@/features/videos/description-text';
import { ProcessingNotice } from '@/features/videos/processing-notice';
import { ShareMenu } from '@/features/videos/share-menu';
import { Transcript, TranscriptButton, useWideLayout } from '@/features/videos/transcript';
import { useVideoUpdates } from '@/features/videos/use-video-updates';
import { VideoGrid } from '@/features/videos/video-card';
import { VideoPlayer } from '@/features/videos/video-player';
import { isComingSoon, useVideo, type VideoDetail, videoKeys, videosApi } from '@/features/videos/videos-api';
import { lazyWithStrings } from '@/i18n/lazy-with-strings';
import { useTranslation } from '@/i18n/react';
import { useAdPlaceKnown } from '@/lib/ad-config';
import { ApiError } from '@/lib/api';
import { errorKey } from '@/lib/error-key';
import { formatDate, formatNumber } from '@/lib/format';
import { useFollowVideo } from '@/lib/realtime';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';
import NotFoundPage from './not-found';

// Only some viewers see these: their code and strings are not part of the page's first load.
/** Beside the player when the page plays a list (`?list=`). */
const PlaylistQueue = lazyWithStrings(() => import('@/features/playlists/playlist-queue'));
/** To the owner of a removed video. */
const RemovedNotice = lazyWithStrings(() => import('@/features/videos/moderation-notices'));

export default function WatchPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const { data: video, isLoading, error } = useVideo(id);
  const [params] = useSearchParams();
  // A shared link's time wins over where this viewer stopped last time.
  const startAtS = parseStartTime(params.get('t'));
  const autoPlay = params.get('autoplay') === '1';
  const position = useRef(0);
  const onPosition = useCallback((s: number) => {
    position.current = s;
  }, []);
  const more = useQuery({
    queryKey: videoKeys.more(id),
    queryFn: () => videosApi.more(id),
    enabled: Boolean(video),
  });
  usePageTitle(video?.title);
  useVideoUpdates(Boolean(video?.abilities.edit && video.status !== 'ready'));

  const refresh = useCallback(() => client.invalidateQueries({ queryKey: videoKeys.one(id) }), [client, id]);
  const onViewValidated = useCallback(
    (viewCount: number) =>
      client.setQueryData<VideoDetail>(videoKeys.one(id), (v) => (v ? { ...v, viewCount } : v)),
    [client, id],
  );
  // Every viewer's counter moves as views are validated, whoever watches.
  useFollowVideo(id, (event) => onViewValidated(Number(event.viewCount)), Boolean(video));
  const adPlaceKnown = useAdPlaceKnown();
  const [transcriptOpen, setTranscriptOpen] = useState(false);
  const wide = useWideLayout();

  if (isLoading || !adPlaceKnown) return <PageLoading />;
  if (isComingSoon(error)) return <ComingSoon videoId={id} />;
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  if (!video) return <p className="px-4 py-16 text-center text-destructive">{t('watch.errors.load')}</p>;
  const captions = video.playback?.captions ?? [];
  // Beside the player when the page has a side column, right below it on a phone.
  const transcript = transcriptOpen && captions.length > 0 && (
    <Transcript videoId={video.id} captions={captions} />
  );

  return (
    <div className="mx-auto grid max-w-screen-2xl gap-8 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_360px]">
      <div className="min-w-0 space-y-4">
        {/* The owner's alone: an admin also sees what moderation did, but "only you" is not theirs to read. */}
        {video.abilities.edit && video.moderation?.removedDecisionId && (
          <Suspense fallback={null}>
            <RemovedNotice decisionId={video.moderation.removedDecisionId} />
          </Suspense>
        )}
        {video.access === 'locked' ? (
          <LockedPlayer video={video} />
        ) : video.playback ? (
          <VideoPlayer
            key={video.playback.masterUrl}
            videoId={video.id}
            masterUrl={video.playback.masterUrl}
            playbackToken={video.playback.token}
            qualities={video.playback.qualities}
            lockedQualities={video.playback.lockedQualities}
            posterUrl={video.posterUrl ?? video.thumbnailUrl}
            durationS={video.durationS}
            captions={captions}
            chapters={video.chapters}
            storyboardUrl={video.playback.storyboardUrl}
            resumeAtS={startAtS ?? video.resumeAtS}
            autoPlay={autoPlay}
            onExpired={refresh}
            onViewValidated={onViewValidated}
            onPosition={onPosition}
          />
        ) : (
          <ProcessingNotice video={video} />
        )}
        {video.playback && video.status !== 'ready' && video.abilities.edit && (
          <ProcessingNotice video={video} compact />
        )}
        {!wide && transcript}
        <h1 className="text-xl font-bold leading-tight sm:text-2xl">{video.title}</h1>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex flex-wrap items-center gap-4">
            <ChannelLink video={video} />
            {video.channel && <SubscribeButton channelId={video.channel.id} isOwner={video.abilities.edit} />}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <LikeButton video={video} />
            <SaveButton videoId={video.id} />
            {captions.length > 0 && (
              <TranscriptButton open={transcriptOpen} onToggle={() => setTranscriptOpen((open) => !open)} />
            )}
            {video.playback && <KeyboardShortcutsHelp />}
            {/* A removed video's link opens for nobody else: nothing to share. */}
            {video.visibility === 'public' && !video.moderation?.removedDecisionId && (
              <ShareMenu videoId={video.id} title={video.title} position={() => position.current} />
            )}
            {video.abilities.edit ? (
              <Button variant="outline" asChild>
                <Link to={`/video/${video.id}/edit`}>
                  <Pencil aria-hidden="true" />
                  {t('watch.edit')}
                </Link>
              </Button>
            ) : (
              <ReportButton itemKind="video" itemId={video.id} durationS={video.durationS} />
            )}
          </div>
        </div>
        <div className="space-y-2 rounded-xl bg-muted/60 p-4 text-sm">
          <p className="font-semibold">
            <span data-testid="view-count">
              {t('video.views', {
                count: video.viewCount,
                formatted: formatNumber(video.viewCount, i18n.language),
              })}
            </span>
            {video.publishedAt && (
              <> · {t('watch.published', { date: formatDate(video.publishedAt, i18n.language) })}</>
            )}
          </p>
          {video.description && <DescriptionText videoId={video.id} text={video.description} />}
          <ChapterList videoId={video.id} chapters={video.chapters} />
        </div>
        <Comments
          videoId={video.id}
          creatorName={video.channel?.name ?? video.owner.displayName}
          linkedCommentId={params.get('comment')}
          report={(commentId) => <ReportButton itemKind="comment" itemId={commentId} compact />}
        />
      </div>
      <aside className="space-y-4" aria-labelledby="more-heading">
        {wide && transcript}
        {params.get('list') && (
          <Suspense fallback={null}>
            <PlaylistQueue videoId={video.id} />
          </Suspense>
        )}
        <AdSlot placement="watch" />
        <h2 id="more-heading" className="text-lg font-semibold">
          {t('watch.upNext')}
        </h2>
        {more.data?.items.length ? (
          <div className="[&>div]:grid-cols-1 [&>div]:sm:grid-cols-2 [&>div]:lg:grid-cols-1">
            <VideoGrid videos={more.data.items} showChannel={false} />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t('watch.noMore')}</p>
        )}
      </aside>
    </div>
  );
}

function ChannelLink({ video }: { video: VideoDetail }) {
  const { t } = useTranslation();
  if (!video.channel) return <p className="text-sm text-muted-foreground">{t('watch.noChannel')}</p>;
  return (
    <Link to={`/channel/${video.channel.id}`} className="flex items-center gap-3 hover:opacity-80">
      <Avatar className="size-10">
        {video.channel.imageUrl && <AvatarImage src={video.channel.imageUrl} alt="" />}
        <AvatarFallback>{video.channel.name.slice(0, 1).toUpperCase()}</AvatarFallback>
      </Avatar>
      <span className="font-semibold">{video.channel.name}</span>
    </Link>
  );
}

function LikeButton({ video }: { video: VideoDetail }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const client = useQueryClient();
  const like = useMutation({
    mutationFn: () => videosApi.like(video.id, !video.likedByMe),
    onSuccess: (r) =>
      client.setQueryData<VideoDetail>(videoKeys.one(video.id), (v) =>
        v ? { ...v, likedByMe: r.liked, likeCount: r.likeCount } : v,
      ),
    onError: (error) => toast.error(t(errorKey(error, 'watch.errors.like'))),
  });
  const onClick = () => {
    if (!user) return toast.error(t('watch.likeLoginRequired'));
    like.mutate();
  };
  return (
    <Button
      variant={video.likedByMe ? 'default' : 'outline'}
      onClick={onClick}
      loading={like.isPending}
      aria-pressed={video.likedByMe}
    >
      <ThumbsUp aria-hidden="true" />
      {t('watch.likes', { count: video.likeCount, formatted: formatNumber(video.likeCount, i18n.language) })}
    </Button>
  );
}

/** A monetized video for a viewer without Premium: its picture, a lock, and the way in. */
function LockedPlayer({ video }: { video: VideoDetail }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const image = video.posterUrl ?? video.thumbnailUrl;
  return (
    <div className="relative aspect-video overflow-hidden rounded-xl bg-black">
      {image && <img src={image} alt="" className="size-full object-cover opacity-40 blur-sm" />}
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center text-white">
        <Lock className="size-10" aria-hidden="true" />
        <p className="max-w-md text-lg font-semibold">
          {user ? t('watch.locked.member') : t('watch.locked.visitor')}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {!user && (
            <Button variant="secondary" asChild>
              <Link to="/auth">{t('header.signIn')}</Link>
            </Button>
          )}
          <Button asChild>
            <Link to="/pricing">
              <Crown aria-hidden="true" />
              {t('watch.locked.goPremium')}
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
