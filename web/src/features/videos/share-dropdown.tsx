import { formatStartTime } from '@domain/videos.rules';
import { Share2 } from 'lucide-react';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useTranslation } from '@/i18n/react';
import { toast } from '@/lib/toast';

/**
 * The share menu itself (Radix dropdown, popper): loaded by share-menu.tsx on the first sign of
 * interest, in place of the button that stood for it.
 */
export default function ShareDropdown({
  videoId,
  title,
  position,
  defaultOpen,
  focusOnMount,
}: {
  videoId: string;
  title: string;
  position: () => number;
  /** The stand-in button was pressed: open at once. */
  defaultOpen: boolean;
  /** Set when the stand-in had the focus as it was replaced: this trigger takes it over. */
  focusOnMount: RefObject<boolean>;
}) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  // Re-rendered when it opens, so the time offered is where the player is now.
  const [open, setOpen] = useState(defaultOpen);
  useLayoutEffect(() => {
    if (focusOnMount.current) trigger.current?.focus();
  }, [focusOnMount]);
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
        <Button ref={trigger} variant="outline">
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

/** The watch page link to share, optionally starting at a time (the player honours `?t=`). */
function shareUrl(videoId: string, atS?: number): string {
  const url = new URL(`/watch/${videoId}`, window.location.origin);
  if (atS && atS >= 1) url.searchParams.set('t', String(Math.floor(atS)));
  return url.toString();
}
