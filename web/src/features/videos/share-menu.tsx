import { formatStartTime } from '@domain/videos';
import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/** The watch page link to share, optionally starting at a time (the player honours `?t=`). */
export function shareUrl(videoId: string, atS?: number): string {
  const url = new URL(`/watch/${videoId}`, window.location.origin);
  if (atS && atS >= 1) url.searchParams.set('t', String(Math.floor(atS)));
  return url.toString();
}

/**
 * Share: copy the link, copy it at the current time, or the device's own share sheet where there
 * is one (phones). `position()` reads the player's position when the menu opens.
 */
export function ShareMenu({
  videoId,
  title,
  position,
}: {
  videoId: string;
  title: string;
  position: () => number;
}) {
  const { t } = useTranslation();
  // Re-rendered when it opens, so the time offered is where the player is now.
  const [open, setOpen] = useState(false);
  const at = open ? Math.floor(position()) : 0;
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('watch.share.copied'));
    } catch {
      toast.error(t('watch.share.copyFailed'));
    }
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Share2 aria-hidden="true" />
          {t('watch.share.button')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => copy(shareUrl(videoId))}>
          {t('watch.share.copyLink')}
        </DropdownMenuItem>
        {at >= 1 && (
          <DropdownMenuItem onSelect={() => copy(shareUrl(videoId, at))}>
            {t('watch.share.copyLinkAt', { time: formatStartTime(at) })}
          </DropdownMenuItem>
        )}
        {canShare && (
          <DropdownMenuItem
            onSelect={() => navigator.share({ title, url: shareUrl(videoId) }).catch(() => {})}
          >
            {t('watch.share.more')}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
