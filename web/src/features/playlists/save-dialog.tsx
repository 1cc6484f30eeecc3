import { PLAYLIST_TITLE_MAX } from '@domain/playlists.rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { toast } from '@/lib/toast';
import { playlistKeys, playlistsApi, useSavedIn } from './playlists-api';
import { watchLaterApi } from './watch-later-api';

/** The save dialog's body, loaded with its strings on the first press of "Enregistrer" (save-button.tsx). */
export default function SaveDialog({
  videoId,
  open,
  onOpenChange,
}: {
  videoId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('playlists.save.title')}</DialogTitle>
          <DialogDescription>{t('playlists.save.description')}</DialogDescription>
        </DialogHeader>
        {open && <SaveChoices videoId={videoId} />}
      </DialogContent>
    </Dialog>
  );
}

export function SaveChoices({ videoId }: { videoId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const lists = useSavedIn(videoId, true);
  const refresh = () => client.invalidateQueries({ queryKey: playlistKeys.all });
  const toggle = useMutation({
    mutationFn: ({ id, kind, saved }: { id: string; kind: string; saved: boolean }) =>
      kind === 'watch_later' ? watchLaterApi.save(videoId, saved) : playlistsApi.save(id, videoId, saved),
    onSuccess: refresh,
    onError: (error) => {
      toast.error(t(errorKey(error, 'playlists.save.error')));
      refresh();
    },
  });
  if (lists.isLoading) return <p className="text-sm text-muted-foreground">{t('playlists.loading')}</p>;
  if (!lists.data) return <p className="text-sm text-destructive">{t('playlists.save.error')}</p>;
  return (
    <div className="space-y-4">
      <fieldset className="max-h-72 space-y-1 overflow-y-auto">
        <legend className="sr-only">{t('playlists.save.title')}</legend>
        {lists.data.lists.map((list) => (
          <label
            key={list.id}
            className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 hover:bg-muted"
          >
            <input
              type="checkbox"
              className="size-4 accent-primary"
              defaultChecked={list.saved}
              onChange={(e) =>
                toggle.mutate({ id: list.id, kind: list.kind, saved: e.currentTarget.checked })
              }
            />
            <span className="min-w-0 flex-1 truncate">
              {list.kind === 'watch_later' ? t('playlists.watchLater') : list.title}
            </span>
            <span className="text-xs text-muted-foreground">
              {t(`playlists.visibility.${list.visibility}`)}
            </span>
          </label>
        ))}
      </fieldset>
      <NewPlaylistForm videoId={videoId} onCreated={refresh} />
    </div>
  );
}

function NewPlaylistForm({ videoId, onCreated }: { videoId: string; onCreated: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [title, setTitle] = useState('');
  const create = useMutation({
    mutationFn: () => playlistsApi.create({ title, videoId }),
    onSuccess: () => {
      setTitle('');
      toast.success(t('playlists.save.created'));
      onCreated();
    },
    onError: (error) => toast.error(t(errorKey(error, 'playlists.save.error'))),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (title.trim()) create.mutate();
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t pt-4">
      <div className="min-w-0 flex-1 space-y-1">
        <Label htmlFor={id}>{t('playlists.new')}</Label>
        <Input
          id={id}
          value={title}
          maxLength={PLAYLIST_TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
          placeholder={t('playlists.form.titlePlaceholder')}
        />
      </div>
      <Button type="submit" loading={create.isPending} disabled={!title.trim()}>
        <Plus aria-hidden="true" />
        {t('playlists.form.create')}
      </Button>
    </form>
  );
}
