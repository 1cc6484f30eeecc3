import type * as React from 'react';
import { cn } from '@/lib/cn';

/** Placeholder block while content loads; hidden from assistive tech (the page says 'Loading...'). */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
