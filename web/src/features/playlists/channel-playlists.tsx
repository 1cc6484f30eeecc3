import { useTranslation } from '@/i18n/react';
import { PlaylistGrid } from './playlist-card';
import { useChannelPlaylists } from './playlists-api';

/** The channel page's "Playlists" section: its owner's public playlists (nothing when none). */
export function ChannelPlaylists({ channelId }: { channelId: string }) {
  const { t } = useTranslation();
  const lists = useChannelPlaylists(channelId);
  if (!lists.data?.items.length) return null;
  return (
    <section aria-labelledby="channel-playlists" className="space-y-4">
      <h2 id="channel-playlists" className="text-xl font-semibold">
        {t('playlists.title')}
      </h2>
      <PlaylistGrid playlists={lists.data.items} />
    </section>
  );
}
