import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Trash2 } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoading } from '@/app/shell/page-loading';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SignInRequired } from '@/features/auth/sign-in-required';
import { ChannelForm } from '@/features/channels/channel-form';
import { type Channel, channelKeys, channelsApi } from '@/features/channels/channels-api';
import { DeleteVideoButton } from '@/features/videos/delete-video-button';
import { OwnVideosTable } from '@/features/videos/own-videos-table';
import { videoKeys, videosApi } from '@/features/videos/videos-api';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';

/** /channel/new and /channel/{id}/manage: the same screen (spec §2). */
export default function ChannelEditPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  usePageTitle(id ? t('channel.editTitle') : t('channel.newTitle'));
  const manage = useQuery({
    queryKey: channelKeys.manage(id ?? ''),
    queryFn: () => videosApi.channelManagement(id ?? ''),
    enabled: Boolean(id && user),
    retry: false,
  });
  if (isLoading || manage.isLoading) return <PageLoading />;
  if (!user) return <SignInRequired />;
  if (id && !manage.data) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <p role="alert" className="text-lg font-semibold">
          {t('errors.channel_not_found')}
        </p>
        <Button asChild className="mt-6">
          <Link to="/dashboard">{t('channel.backToDashboard')}</Link>
        </Button>
      </div>
    );
  }
  const channel = manage.data?.channel;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">
          {channel ? t('channel.editTitle') : t('channel.newTitle')}
        </h1>
        {channel && (
          <Button variant="outline" asChild>
            <Link to={`/channel/${channel.id}`}>
              <ExternalLink aria-hidden="true" />
              {t('channel.view')}
            </Link>
          </Button>
        )}
      </div>
      <Card>
        <CardContent className="pt-6">
          <ChannelForm key={channel?.id ?? 'new'} channel={channel} />
        </CardContent>
      </Card>
      {channel && (
        <>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>{t('channel.videos')}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {manage.data?.videos.length ? (
                <OwnVideosTable
                  videos={manage.data.videos}
                  renderDelete={(v) => <DeleteVideoButton video={v} compact />}
                />
              ) : (
                <p className="text-sm text-muted-foreground">{t('channel.noVideos')}</p>
              )}
            </CardContent>
          </Card>
          <DeleteChannel channel={channel} />
        </>
      )}
    </div>
  );
}

function DeleteChannel({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => channelsApi.remove(channel.id),
    onSuccess: () => {
      toast.success(t('channel.deleted'));
      void client.invalidateQueries({ queryKey: channelKeys.all });
      void client.invalidateQueries({ queryKey: videoKeys.dashboard });
      navigate('/dashboard');
    },
    onError: (error) => toast.error(t(errorKey(error, 'channel.errors.delete'))),
  });
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>
          <h2>{t('channel.dangerZone')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-muted-foreground">{t('channel.deleteHint')}</p>
        <ConfirmDialog
          trigger={
            <Button variant="destructive">
              <Trash2 aria-hidden="true" />
              {t('channel.delete')}
            </Button>
          }
          title={t('channel.deleteConfirm.title')}
          description={t('channel.deleteConfirm.text', { name: channel.name })}
          confirmLabel={t('channel.delete')}
          cancelLabel={t('common.cancel')}
          closeLabel={t('common.close')}
          pending={remove.isPending}
          onConfirm={() => remove.mutateAsync().catch(() => {})}
        />
      </CardContent>
    </Card>
  );
}
