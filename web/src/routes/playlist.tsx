import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Play, Shuffle } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoading } from '@/app/shell/page-loading';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ShowMore } from '@/components/ui/show-more';
import { PlaylistEditor } from '@/features/playlists/playlist-editor';
import { PlaylistForm } from '@/features/playlists/playlist-form';
import {
  type PlaylistFields,
  playlistKeys,
  playlistsApi,
  usePlaylist,
} from '@/features/playlists/playlists-api';
import { queueHref } from '@/features/playlists/queue-href';
import { useTranslation } from '@/i18n/react';
import { ApiError } from '@/lib/api';
import { errorKey } from '@/lib/error-key';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';
import NotFoundPage from './not-found';

/** /playlists/:id: a list's videos in order, play all or shuffled; its owner edits and reorders it. */
export default function PlaylistPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const list = usePlaylist(id);
  const [editing, setEditing] = useState(false);
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const playlist = list.data?.pages[0]?.playlist;
  const title = playlist?.kind === 'watch_later' ? t('playlists.watchLater') : playlist?.title;
  usePageTitle(title);
  const refresh = () => client.invalidateQueries({ queryKey: playlistKeys.all });
  const update = useMutation({
    mutationFn: (fields: PlaylistFields) => playlistsApi.update(id, fields),
    onSuccess: () => {
      setEditing(false);
      refresh();
    },
    onError: (error) => toast.error(t(errorKey(error, 'playlists.save.error'))),
  });
  const remove = useMutation({
    mutationFn: () => playlistsApi.remove(id),
    onSuccess: () => {
      refresh();
      navigate('/playlists');
    },
    onError: (error) => toast.error(t(errorKey(error, 'playlists.save.error'))),
  });
  if (list.isLoading) return <PageLoading />;
  if (list.error instanceof ApiError && list.error.status === 404) return <NotFoundPage />;
  if (!playlist) return <p className="px-4 py-16 text-center text-destructive">{t('playlists.error')}</p>;
  const editable = playlist.abilities.edit;
  const first = items[0]?.video.id;
  return (
    <div className="mx-auto max-w-screen-lg space-y-6 px-4 py-8 sm:px-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight break-words">{title}</h1>
        <p className="text-sm text-muted-foreground">
          {playlist.owner.displayName} · {t('playlists.count', { count: playlist.itemCount })} ·{' '}
          {t(`playlists.visibility.${playlist.visibility}`)}
        </p>
        {playlist.description && <p className="whitespace-pre-line break-words">{playlist.description}</p>}
        <div className="flex flex-wrap gap-2 pt-2">
          {first && (
            <>
              <Button asChild>
                <Link to={queueHref(first, id, null, true)}>
                  <Play aria-hidden="true" />
                  {t('playlists.playAll')}
                </Link>
              </Button>
              <Button variant="outline" asChild>
                <Link to={`/watch/${first}?list=${id}&shuffle=${Date.now() % 2 ** 31}`}>
                  <Shuffle aria-hidden="true" />
                  {t('playlists.shuffle')}
                </Link>
              </Button>
            </>
          )}
          {editable && playlist.kind === 'playlist' && (
            <>
              <Button variant="outline" onClick={() => setEditing((e) => !e)} aria-expanded={editing}>
                {t('playlists.edit')}
              </Button>
              <ConfirmDialog
                trigger={<Button variant="outline">{t('playlists.delete')}</Button>}
                title={t('playlists.deleteConfirm')}
                description={t('playlists.deleteDescription')}
                confirmLabel={t('playlists.delete')}
                cancelLabel={t('common.cancel')}
                closeLabel={t('common.close')}
                pending={remove.isPending}
                onConfirm={() => remove.mutateAsync()}
              />
            </>
          )}
        </div>
      </header>
      {editing && (
        <section className="max-w-lg rounded-xl border p-4" aria-label={t('playlists.edit')}>
          <PlaylistForm
            initial={playlist}
            submitLabel={t('playlists.form.save')}
            pending={update.isPending}
            onSubmit={update.mutate}
          />
        </section>
      )}
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed px-6 py-12 text-center text-muted-foreground">
          {t('playlists.empty')}
        </p>
      ) : (
        <>
          {editable && <p className="text-sm text-muted-foreground">{t('playlists.reorderHint')}</p>}
          <PlaylistEditor
            playlistId={id}
            items={items}
            editable={editable}
            playHref={(videoId) => queueHref(videoId, id, null)}
            onRemoved={refresh}
          />
          <ShowMore pages={list} />
        </>
      )}
    </div>
  );
}
