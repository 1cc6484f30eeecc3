import { APPEAL_MESSAGE_MAX, appealInputSchema } from '@domain/moderation-decisions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { formatDate } from '@/lib/format';
import { type Decision, decisionKeys, decisionsApi } from './decisions-api';

/**
 * How to appeal a decision, and where the appeal stands: the form while the window is open, the
 * member's message and its status once sent, the outcome and the reviewer's reasons once reviewed.
 */
export function AppealSection({ decision, token }: { decision: Decision; token: string | null }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const status = useRef<HTMLHeadingElement>(null);
  const appeal = decision.appeal;
  const date = (iso: string) => formatDate(iso, i18n.language);
  const send = useMutation({
    mutationFn: (text: string) => decisionsApi.appeal(decision.id, token, text),
    onSuccess: (updated) => {
      queryClient.setQueryData(decisionKeys.one(decision.id, token), updated);
      void queryClient.invalidateQueries({ queryKey: decisionKeys.allMine });
      // The form gives way to the appeal's status: focus follows, so it is read out.
      requestAnimationFrame(() => status.current?.focus());
    },
    onError: (e) => setError(t(errorKey(e, 'decision.appeal.error'))),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = appealInputSchema.safeParse({ message });
    if (!parsed.success) return setError(t(`errors.${parsed.error.issues[0]?.message}`));
    setError(null);
    send.mutate(parsed.data.message);
  };

  return (
    <section aria-labelledby="appeal-title" className="space-y-3 rounded-xl border p-4 text-sm">
      <h2 id="appeal-title" ref={status} tabIndex={-1} className="text-lg font-semibold outline-none">
        {t('decision.appeal.title')}
      </h2>
      {appeal.status ? (
        <div className="space-y-3">
          <p className="flex flex-wrap items-center gap-2">
            <Badge variant={appeal.status === 'open' ? 'secondary' : 'outline'}>
              {t(`decision.appeal.statuses.${appeal.status}`)}
            </Badge>
            {appeal.submittedAt && (
              <span>{t('decision.appeal.sent', { date: date(appeal.submittedAt) })}</span>
            )}
          </p>
          {appeal.message && (
            <div className="space-y-1">
              <h3 className="font-medium">{t('decision.appeal.yourMessage')}</h3>
              <p className="whitespace-pre-wrap break-words rounded-md bg-muted p-3">{appeal.message}</p>
            </div>
          )}
          {appeal.status !== 'open' && (
            <div className="space-y-1">
              <h3 className="font-medium">
                {t('decision.appeal.reviewed', { date: appeal.reviewedAt ? date(appeal.reviewedAt) : '' })}
              </h3>
              {appeal.statement && <p className="whitespace-pre-wrap break-words">{appeal.statement}</p>}
              <p className="font-medium">{t('decision.appeal.final')}</p>
            </div>
          )}
        </div>
      ) : appeal.open ? (
        <form onSubmit={onSubmit} noValidate className="space-y-3">
          <p>{t('decision.appeal.deadline', { date: date(appeal.deadline) })}</p>
          <Field
            id="appeal-message"
            label={t('decision.appeal.label')}
            hint={t('decision.counter', { count: message.length, max: APPEAL_MESSAGE_MAX })}
            error={error}
          >
            <Textarea
              id="appeal-message"
              rows={5}
              maxLength={APPEAL_MESSAGE_MAX}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </Field>
          <Button type="submit" loading={send.isPending}>
            {t('decision.appeal.submit')}
          </Button>
        </form>
      ) : (
        <p>{t('decision.appeal.closed', { date: date(appeal.deadline) })}</p>
      )}
    </section>
  );
}
