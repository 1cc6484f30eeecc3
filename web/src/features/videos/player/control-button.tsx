import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface Props {
  label: string;
  onClick(): void;
  children: ReactNode;
  pressed?: boolean;
  expanded?: boolean;
  controls?: string;
  className?: string;
}

/** A control bar button: 44 px on a phone (a thumb's target), its name read and shown on hover. */
export function ControlButton({ label, onClick, children, pressed, expanded, controls, className }: Props) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onClick}
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-white sm:size-10 [&_svg]:size-5',
        pressed && 'text-red-400',
        className,
      )}
    >
      {children}
    </button>
  );
}
