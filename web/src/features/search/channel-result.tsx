import { Link } from 'react-router';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { useTranslation } from '@/i18n/react';
import { formatCompactNumber } from '@/lib/format';
import type { SearchResults } from './search-api';

type Channel = SearchResults['channels'][number];

/** A channel found by the search: picture, name, followers and videos, start of its description. */
export function ChannelResult({ channel }: { channel: Channel }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="relative flex items-center gap-4 rounded-xl border p-4 transition-colors hover:bg-accent/50">
      <Avatar className="size-14 shrink-0 sm:size-16">
        {channel.imageUrl && <AvatarImage src={channel.imageUrl} alt="" />}
        <AvatarFallback className="text-xl">{channel.name.slice(0, 1).toUpperCase()}</AvatarFallback>
      </Avatar>
      <div className="min-w-0 space-y-1">
        <h3 className="truncate font-semibold">
          {/* The whole card is the link's target area (the ::after covers it). */}
          <Link to={`/channel/${channel.id}`} className="after:absolute after:inset-0 hover:underline">
            {channel.name}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">
          {t('channel.subscribers', {
            count: channel.subscriberCount,
            formatted: formatCompactNumber(channel.subscriberCount, i18n.language),
          })}
          {' · '}
          {t('channel.videoCount', {
            count: channel.videoCount,
            formatted: formatCompactNumber(channel.videoCount, i18n.language),
          })}
        </p>
        {channel.description && (
          <p className="line-clamp-2 text-sm text-muted-foreground break-words">{channel.description}</p>
        )}
      </div>
    </article>
  );
}

export function ChannelResults({ channels }: { channels: Channel[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {channels.map((channel) => (
        <li key={channel.id}>
          <ChannelResult channel={channel} />
        </li>
      ))}
    </ul>
  );
}
