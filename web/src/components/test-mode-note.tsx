import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Beside money actions while a built-in sandbox provider runs: nothing real moves. */
export function TestModeLabel({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p
      className={cn(
        'flex items-center gap-1.5 rounded-md border border-dashed border-amber-500/60 px-2 py-1 text-xs font-medium text-amber-800 dark:text-amber-300',
        className,
      )}
    >
      <FlaskConical className="size-3.5 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
