import * as React from 'react';
import { Label } from './label';

/** What Field adds to its control: Input, Textarea, PasswordInput, select and FileInput all take these. */
interface ControlProps {
  'aria-describedby'?: string;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
}

/**
 * Label + control + optional hint and error, wired for screen readers: the control (the single
 * child, which must carry `id`) is described by the hint and error shown, and invalid with an error.
 */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: React.ReactNode;
  error?: string | null;
  hint?: React.ReactNode;
  children: React.ReactElement<ControlProps>;
}) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const control = React.isValidElement<ControlProps>(children)
    ? React.cloneElement(children, {
        'aria-describedby':
          [children.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined,
        'aria-invalid': error ? true : children.props['aria-invalid'],
      })
    : children;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {control}
      {hintId && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} role="alert" className="text-sm text-destructive dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
