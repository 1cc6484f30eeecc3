import { Paperclip } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { buttonVariants } from './button';

/**
 * A file picker in the interface language (the browser's own "Choose File" is not translated):
 * a button-looking label, the visually hidden input (still focusable), and the chosen file's name.
 */
export function FileInput({
  id,
  accept,
  onFile,
  buttonLabel,
  fileName,
  emptyLabel,
  disabled,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: {
  id: string;
  accept: string;
  onFile(file: File | undefined, input: HTMLInputElement): void;
  buttonLabel: string;
  fileName: string | null;
  emptyLabel: string;
  disabled?: boolean;
  /** Set by Field: the hint and error that describe the picker. */
  'aria-describedby'?: string;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
}) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className="peer sr-only"
        onChange={(e) => onFile(e.currentTarget.files?.[0], e.currentTarget)}
      />
      <label
        htmlFor={id}
        aria-hidden="true"
        className={cn(
          buttonVariants({ variant: 'outline' }),
          'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
        )}
      >
        <Paperclip aria-hidden="true" />
        {buttonLabel}
      </label>
      <span className="min-w-0 truncate text-sm text-muted-foreground">{fileName ?? emptyLabel}</span>
    </div>
  );
}
