import { Share2 } from 'lucide-react';
import { lazy, type RefObject, Suspense, startTransition, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';

const ShareDropdown = lazy(() => import('./share-dropdown'));

interface ShareMenuProps {
  videoId: string;
  title: string;
  position: () => number;
}

/**
 * Share: copy the link, copy it at the current time, or the device's own share sheet where there
 * is one (phones). `position()` reads the player's position when the menu opens.
 *
 * The menu (Radix dropdown, popper, floating-ui) is not part of the watch page's first load: a
 * button that looks and reads the same stands in for its trigger and loads it on the first pointer
 * over it or focus, and a press opens it as soon as it is in. The swap is a transition, so the
 * stand-in stays on screen (and focused) until the menu can replace it, and hands its focus over.
 */
export function ShareMenu(props: ShareMenuProps) {
  const [wanted, setWanted] = useState<'loaded' | 'open' | null>(null);
  const focusOnMount = useRef(false);
  const want = (next: 'loaded' | 'open') =>
    startTransition(() => setWanted((current) => (current === 'open' ? current : next)));
  return (
    <Suspense fallback={null}>
      {wanted ? (
        <ShareDropdown {...props} defaultOpen={wanted === 'open'} focusOnMount={focusOnMount} />
      ) : (
        <ShareButtonStandIn
          onIntent={() => want('loaded')}
          onPress={() => want('open')}
          focused={focusOnMount}
        />
      )}
    </Suspense>
  );
}

function ShareButtonStandIn(props: { onIntent(): void; onPress(): void; focused: RefObject<boolean> }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const { focused } = props;
  // Runs as React removes it, before the button leaves the page: whether the focus was on it.
  useLayoutEffect(
    () => () => {
      focused.current = document.activeElement === button.current;
    },
    [focused],
  );
  return (
    <Button
      ref={button}
      variant="outline"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={props.onIntent}
      onFocus={props.onIntent}
      // A press starts at pointer down, like Radix's trigger: if the menu replaces this button before
      // the click, that click never reaches it, and the menu still opens.
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) props.onPress();
      }}
      onClick={props.onPress}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') props.onPress();
      }}
    >
      <Share2 aria-hidden="true" />
      {t('watch.share.button')}
    </Button>
  );
}
