import { QA_FEEDBACK_MAX } from '@domain/api/qa';
import { useMutation } from '@tanstack/react-query';
import { MessageSquarePlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { toast } from '@/lib/toast';
import { qaApi } from './qa-api';

/** The floating button and its dialog (lazy: only QA members ever load it; see feedback-button.tsx). */
export default function FeedbackDialog() {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (input: { message: string; pagePath: string }) => qaApi.sendFeedback(input),
    onSuccess: () => {
      toast.success(t('qa.feedback.sent'));
      setMessage('');
      setOpen(false);
    },
    onError: (err) => toast.error(t(errorKey(err, 'qa.feedback.sendError'))),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) return setError(t('errors.feedback_required'));
    if (text.length > QA_FEEDBACK_MAX) return setError(t('errors.feedback_too_long'));
    setError(null);
    send.mutate({ message: text, pagePath: `${location.pathname}${location.search}`.slice(0, 500) });
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className="fixed bottom-4 right-4 z-40 shadow-lg" size="sm">
          <MessageSquarePlus aria-hidden="true" />
          {t('qa.feedback.open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common.close')}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('qa.feedback.title')}</DialogTitle>
            <DialogDescription>{t('qa.feedback.description', { page: location.pathname })}</DialogDescription>
          </DialogHeader>
          <Field id="qa-feedback-message" label={t('qa.feedback.message')} error={error}>
            <Textarea
              id="qa-feedback-message"
              rows={6}
              maxLength={QA_FEEDBACK_MAX}
              value={message}
              onChange={(e) => {
                setMessage(e.target.value);
                setError(null);
              }}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('qa.feedback.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
