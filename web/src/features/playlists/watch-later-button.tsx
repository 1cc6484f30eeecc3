import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Clock } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { toast } from '@/lib/toast';
import { useSession } from '@/lib/use-session';
import { playlistKeys } from './playlist-keys';
import { useSignInToSave } from './use-sign-in-to-save';
import { inWatchLater, watchLaterApi } from './watch-later-api';

/**
 * The card's small "À regarder plus tard" button, over the thumbnail's corner: it shows whether
 * the video is saved (the page's cards ask together), one click saves (the server answers the same
 * to a double click), a second takes it out again. Visitors are asked to sign in.
 */
export function WatchLaterButton({ videoId, title }: { videoId: string; title: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const client = useQueryClient();
  const signIn = useSignInToSave();
  const held = useQuery({
    queryKey: playlistKeys.inWatchLater(videoId),
    queryFn: () => inWatchLater(videoId),
    enabled: Boolean(user),
  });
  const saved = Boolean(user) && held.data === true;
  const save = useMutation({
    mutationFn: (next: boolean) => watchLaterApi.save(videoId, next),
    onSuccess: (state) => {
      client.setQueryData(playlistKeys.inWatchLater(videoId), state.saved);
      toast.success(t(state.saved ? 'playlists.watchLaterAdded' : 'playlists.watchLaterRemoved'));
      client.invalidateQueries({ queryKey: playlistKeys.all });
    },
    onError: (error) => toast.error(t(errorKey(error, 'playlists.save.error'))),
  });
  return (
    <button
      type="button"
      onClick={() => (user ? save.mutate(!saved) : signIn())}
      disabled={save.isPending}
      aria-pressed={saved}
      aria-label={t('playlists.watchLaterFor', { title })}
      title={t('playlists.watchLater')}
      className="absolute top-2 right-2 z-10 rounded-full bg-black/70 p-1.5 text-white opacity-100 transition-opacity hover:bg-black/90 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100"
    >
      {saved ? (
        <Check className="size-4" aria-hidden="true" />
      ) : (
        <Clock className="size-4" aria-hidden="true" />
      )}
    </button>
  );
}
