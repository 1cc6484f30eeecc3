import type * as React from 'react';
import { createContext, useContext, useLayoutEffect, useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * A round picture with a fallback (initials) shown until the picture has loaded, and instead of it
 * when it fails or there is none. Kinora's own rather than Radix's Avatar: the same behaviour
 * without the 2.7 KB gzip of Radix primitives it brought into the home and watch first loads
 * (docs/decisions/0013-first-load.md).
 */
type Status = 'loading' | 'loaded' | 'failed';
const AvatarStatus = createContext<{ status: Status; setStatus: (s: Status) => void }>({
  status: 'failed',
  setStatus: () => {},
});

export function Avatar({ className, ...props }: React.ComponentProps<'span'>) {
  // No picture until an AvatarImage with a source says otherwise.
  const [status, setStatus] = useState<Status>('failed');
  return (
    <AvatarStatus.Provider value={{ status, setStatus }}>
      <span
        data-slot="avatar"
        className={cn('relative flex size-9 shrink-0 overflow-hidden rounded-full', className)}
        {...props}
      />
    </AvatarStatus.Provider>
  );
}

// Decorative by default: a name always stands beside an avatar.
export function AvatarImage({ className, src, alt = '', ...props }: React.ComponentProps<'img'>) {
  const { status, setStatus } = useContext(AvatarStatus);
  useLayoutEffect(() => {
    setStatus(src ? 'loading' : 'failed');
    return () => setStatus('failed');
  }, [src, setStatus]);
  if (!src || status === 'failed') return null;
  return (
    // Laid out (not display:none) while it loads, so a lazy image still loads; unseen until it has.
    <img
      data-slot="avatar-image"
      src={src}
      alt={alt}
      onLoad={() => setStatus('loaded')}
      onError={() => setStatus('failed')}
      className={cn(
        'aspect-square size-full object-cover',
        status === 'loading' && 'absolute inset-0 opacity-0',
        className,
      )}
      {...props}
    />
  );
}

export function AvatarFallback({ className, ...props }: React.ComponentProps<'span'>) {
  const { status } = useContext(AvatarStatus);
  if (status === 'loaded') return null;
  return (
    <span
      data-slot="avatar-fallback"
      className={cn(
        'flex size-full items-center justify-center rounded-full bg-primary/15 font-semibold text-primary',
        className,
      )}
      {...props}
    />
  );
}
