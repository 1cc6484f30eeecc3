import { COMMENT_MAX_LENGTH } from '@domain/comments';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/i18n/react';
import { errorKey, errorValues } from '@/lib/error-key';
import { formatNumber } from '@/lib/format';
import { CommentLimitNotice, limitOf } from './comment-limit';

/** The counter shows once the text comes this close to the limit. */
const COUNTER_FROM = COMMENT_MAX_LENGTH - 500;

interface Props {
  label: string;
  submitLabel: string;
  initialText?: string;
  /** Resolves once saved (the composer empties); rejects with the API's error, said under the field. */
  onSubmit(text: string): Promise<unknown>;
  onCancel?(): void;
  autoFocus?: boolean;
}

/** Writing a comment, a reply or an edit: the text, how much room is left near the limit, the error. */
export function CommentComposer({
  label,
  submitLabel,
  initialText = '',
  onSubmit,
  onCancel,
  autoFocus,
}: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const length = text.trim().length;
  const tooLong = length > COMMENT_MAX_LENGTH;

  const submit = async (event: React.SyntheticEvent) => {
    event.preventDefault();
    if (length === 0 || tooLong || pending) return;
    setPending(true);
    setError(null);
    try {
      await onSubmit(text);
      setText('');
      onCancel?.();
    } catch (e) {
      setError(e);
    } finally {
      setPending(false);
    }
  };
  const limit = limitOf(error);

  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        id={id}
        value={text}
        placeholder={label}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          // Ctrl/⌘+Enter sends, Escape closes a reply or an edit: the keyboard never needs the mouse.
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit(e);
          else if (e.key === 'Escape' && onCancel) onCancel();
        }}
        autoFocus={autoFocus}
        className="min-h-20"
        aria-invalid={tooLong || Boolean(error)}
        aria-describedby={`${id}-counter`}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span
          id={`${id}-counter`}
          className={tooLong ? 'text-xs font-medium text-destructive' : 'text-xs text-muted-foreground'}
          aria-live="polite"
        >
          {length >= COUNTER_FROM &&
            t('comments.counter', {
              max: formatNumber(COMMENT_MAX_LENGTH, i18n.language),
              formatted: formatNumber(length, i18n.language),
            })}
        </span>
        <span className="flex gap-2">
          {onCancel && (
            <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" size="sm" loading={pending} disabled={length === 0 || tooLong}>
            {submitLabel}
          </Button>
        </span>
      </div>
      {limit ? (
        <CommentLimitNotice limit={limit} />
      ) : (
        error !== null && (
          <p role="alert" className="text-sm text-destructive">
            {t(errorKey(error, 'comments.errors.post'), errorValues(error))}
          </p>
        )
      )}
    </form>
  );
}
