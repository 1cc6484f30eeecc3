import { IMAGE_ACCEPT, LIMITS } from '@domain/limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoading } from '@/app/shell/page-loading';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SignInRequired } from '@/features/auth/sign-in-required';
import { CaptionsCard } from '@/features/captions/captions-card';
import { useMyChannels } from '@/features/channels/channels-api';
import { CommentSettingsCard } from '@/features/comments/comment-settings-card';
import { ChaptersCard } from '@/features/videos/chapters-card';
import { DeleteVideoButton } from '@/features/videos/delete-video-button';
import { StatusBadge } from '@/features/videos/own-videos-table';
import { ProcessingNotice } from '@/features/videos/processing-notice';
import { ReplaceVideo } from '@/features/videos/replace-video';
import { useVideoUpdates } from '@/features/videos/use-video-updates';
import { VideoInfoForm } from '@/features/videos/video-info-form';
import { VideoPlayer } from '@/features/videos/video-player';
import { useVideo, videoKeys, videosApi } from '@/features/videos/videos-api';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { checkImageFile } from '@/lib/file-fields';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';

export default function VideoEditPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('videoEdit.title'));
  const { user, isLoading: sessionLoading } = useSession();
  const { data: video, isLoading, refetch } = useVideo(id);
  const channels = useMyChannels(Boolean(user));
  useVideoUpdates(Boolean(user));
  if (sessionLoading || isLoading || channels.isLoading) return <PageLoading />;
  if (!user) return <SignInRequired />;
  if (!video?.abilities.edit) {
    return (
      <p role="alert" className="px-4 py-20 text-center text-lg font-semibold">
        {t('video.errors.load')}
      </p>
    );
  }
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight">{t('videoEdit.title')}</h1>
          <StatusBadge video={video} />
        </div>
        <Button variant="outline" asChild>
          <Link to={`/watch/${video.id}`}>
            <ExternalLink aria-hidden="true" />
            {t('videoEdit.openWatch')}
          </Link>
        </Button>
      </div>
      {/* One column on a phone, sized to the screen: an implicit auto column grows to the widest
          nowrap text (a file input's name) and scrolls the page sideways. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('videoEdit.info')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <VideoInfoForm key={video.id} video={video} channels={channels.data?.items ?? []} />
          </CardContent>
        </Card>
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>{t('videoEdit.preview')}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              {video.playback ? (
                <VideoPlayer
                  key={video.playback.masterUrl}
                  videoId={video.id}
                  masterUrl={video.playback.masterUrl}
                  playbackToken={video.playback.token}
                  qualities={video.playback.qualities}
                  posterUrl={video.thumbnailUrl ?? video.posterUrl}
                  resumeAtS={0}
                  onExpired={() => void refetch()}
                />
              ) : (
                <ProcessingNotice video={video} />
              )}
              {video.playback && video.status !== 'ready' && <ProcessingNotice video={video} compact />}
              <ReplaceVideo videoId={video.id} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>{t('videoEdit.thumbnail')}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ThumbnailEditor videoId={video.id} url={video.thumbnailUrl} />
            </CardContent>
          </Card>
          <ChaptersCard key={video.id} video={video} />
          <CommentSettingsCard videoId={video.id} />
          <CaptionsCard videoId={video.id} />
          <DeleteVideoButton video={video} onDeleted={() => navigate('/dashboard')} />
        </div>
      </div>
    </div>
  );
}

function ThumbnailEditor({ videoId, url }: { videoId: string; url: string | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const replace = useMutation({
    mutationFn: (file: File) => videosApi.setThumbnail(videoId, file),
    onSuccess: () => {
      toast.success(t('videoEdit.thumbnailReplaced'));
      void client.invalidateQueries({ queryKey: videoKeys.one(videoId) });
    },
    onError: (err) => setError(t(errorKey(err, 'video.errors.replaceThumbnail'))),
  });
  const choose = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    const problem = checkImageFile(file, LIMITS.thumbnailBytes);
    if (problem) return setError(t(`errors.${problem}`));
    replace.mutate(file);
  };
  return (
    <div className="space-y-3">
      {url && <img src={url} alt="" className="aspect-video w-full rounded-lg object-cover" />}
      <label
        htmlFor="replace-thumbnail"
        className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-primary hover:underline"
      >
        <ImagePlus className="size-4" aria-hidden="true" />
        {t('videoEdit.replaceThumbnail')}
      </label>
      <input
        id="replace-thumbnail"
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        onChange={(e) => choose(e.target.files?.[0])}
      />
      <p className="text-xs text-muted-foreground">{t('upload.thumbnailHint')}</p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
