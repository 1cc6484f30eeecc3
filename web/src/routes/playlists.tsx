import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageLoading } from '@/app/shell/page-loading';
import { LoadError } from '@/components/load-error';
import { ShowMore } from '@/components/ui/show-more';
import { SignInRequired } from '@/features/auth/sign-in-required';
import { PlaylistGrid } from '@/features/playlists/playlist-card';
import { PlaylistForm } from '@/features/playlists/playlist-form';
import { playlistKeys, playlistsApi, useMyPlaylists } from '@/features/playlists/playlists-api';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';

/** /playlists: the member's lists, this profile's watch later first, and a new playlist. */
export default function PlaylistsPage() {
  const { t } = useTranslation();
  usePageTitle(t('playlists.title'));
  const { user, isLoading } = useSession();
  const lists = useMyPlaylists(Boolean(user));
  const client = useQueryClient();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: playlistsApi.create,
    onSuccess: (created) => {
      client.invalidateQueries({ queryKey: playlistKeys.all });
      navigate(`/playlists/${created.id}`);
    },
    onError: (error) => toast.error(t(errorKey(error, 'playlists.save.error'))),
  });
  if (isLoading) return <PageLoading />;
  if (!user) return <SignInRequired />;
  const items = lists.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="mx-auto max-w-screen-2xl space-y-8 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('playlists.title')}</h1>
      {lists.isLoading ? (
        <p className="text-muted-foreground">{t('playlists.loading')}</p>
      ) : lists.isError && !lists.data ? (
        <LoadError message={t('playlists.error')} onRetry={() => lists.refetch()} />
      ) : (
        <div className="space-y-6">
          <PlaylistGrid playlists={items} />
          <ShowMore pages={lists} />
        </div>
      )}
      <section aria-labelledby="new-playlist" className="max-w-lg space-y-3 rounded-xl border p-4">
        <h2 id="new-playlist" className="text-lg font-semibold">
          {t('playlists.new')}
        </h2>
        <PlaylistForm
          submitLabel={t('playlists.form.create')}
          pending={create.isPending}
          onSubmit={create.mutate}
        />
      </section>
    </div>
  );
}
