import { Loader2 } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/cn';

export function Spinner({
  className,
  'aria-label': label = 'Loading...',
  ...props
}: React.ComponentProps<'svg'>) {
  const hidden = props['aria-hidden'] === true || props['aria-hidden'] === 'true';
  return (
    <Loader2
      data-slot="spinner"
      role={hidden ? undefined : 'status'}
      aria-label={hidden ? undefined : label}
      className={cn('size-5 animate-spin', className)}
      {...props}
    />
  );
}
