import { CONTACT_REPLY_MAX, CONTACT_STATES } from '@domain/api/admin-contact';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ShowMore } from '@/components/ui/show-more';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { toast } from '@/lib/toast';
import {
  type AdminContactMessage,
  type ContactState,
  contactInboxApi,
  contactInboxKeys,
} from './contact-inbox-api';

/** Contact messages, unread first, each opened to read, mark and answer by mail. */
export function ContactInbox() {
  const { t } = useTranslation();
  const [state, setState] = useState<ContactState | ''>('');
  const pages = useInfiniteQuery({
    queryKey: contactInboxKeys.page(state),
    queryFn: ({ pageParam }) => contactInboxApi.page(state, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = pages.data?.pages[0]?.unread;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-4">
        <Field id="contact-state" label={t('adminContact.filter')}>
          <select
            id="contact-state"
            className="h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring"
            value={state}
            onChange={(e) => setState(e.target.value as ContactState | '')}
          >
            <option value="">{t('adminContact.states.all')}</option>
            {CONTACT_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`adminContact.states.${s}`)}
              </option>
            ))}
          </select>
        </Field>
        {unread !== undefined && (
          <p className="pb-2 text-sm text-muted-foreground" aria-live="polite">
            {t('adminContact.unreadCount', { count: unread })}
          </p>
        )}
      </div>
      {pages.isError ? (
        <div role="alert" className="space-y-3">
          <p className="text-destructive">{t(errorKey(pages.error, 'adminContact.loadError'))}</p>
          <Button variant="outline" onClick={() => pages.refetch()}>
            <RotateCw aria-hidden="true" />
            {t('common.retry')}
          </Button>
        </div>
      ) : !pages.data ? (
        <Skeleton className="h-40 w-full" />
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed px-6 py-12 text-center text-muted-foreground">
          {t('adminContact.empty')}
        </p>
      ) : (
        <>
          <ul className="space-y-3">
            {items.map((message) => (
              <ContactMessageItem key={message.id} message={message} />
            ))}
          </ul>
          <ShowMore pages={pages} />
        </>
      )}
    </div>
  );
}

function ContactMessageItem({ message }: { message: AdminContactMessage }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: contactInboxKeys.all });
  const mark = useMutation({
    mutationFn: (state: ContactState) => contactInboxApi.setState(message.id, state),
    onSuccess: refresh,
    onError: (error) => toast.error(t(errorKey(error, 'adminContact.actionError'))),
  });
  const send = useMutation({
    mutationFn: (body: string) => contactInboxApi.reply(message.id, body),
    onSuccess: () => {
      setReply('');
      toast.success(t('adminContact.replySent'));
      return refresh();
    },
    onError: (error) => setReplyError(t(errorKey(error, 'adminContact.actionError'))),
  });
  const onReply = (event: FormEvent) => {
    event.preventDefault();
    if (!reply.trim()) return setReplyError(t('errors.reply_required'));
    setReplyError(null);
    send.mutate(reply);
  };
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="rounded-xl border">
      <details
        onToggle={(e) => {
          // Opening an unread message is reading it.
          if (e.currentTarget.open && message.state === 'unread' && !mark.isPending) mark.mutate('read');
        }}
      >
        <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-3 gap-y-1 p-4 text-sm">
          <Badge variant={message.state === 'unread' ? 'default' : 'secondary'}>
            {t(`adminContact.states.${message.state}`)}
          </Badge>
          <span className={message.state === 'unread' ? 'font-semibold' : undefined}>
            {message.firstName} {message.lastName}
          </span>
          <span className="break-all text-muted-foreground">{message.email}</span>
          <span className="text-muted-foreground">{t(`contact.topics.${message.topic}`)}</span>
          <time dateTime={message.sentAt} className="ml-auto text-xs text-muted-foreground">
            {when(message.sentAt)}
          </time>
        </summary>
        <div className="space-y-4 border-t p-4 text-sm">
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            {message.jobTitle && (
              <>
                <dt className="text-muted-foreground">{t('adminContact.jobTitle')}</dt>
                <dd>{message.jobTitle}</dd>
              </>
            )}
            <dt className="text-muted-foreground">{t('adminContact.language')}</dt>
            <dd>{message.locale}</dd>
            <dt className="text-muted-foreground">{t('adminContact.sender')}</dt>
            <dd>{message.memberId ? t('adminContact.member') : t('adminContact.visitor')}</dd>
          </dl>
          {/* Typed by anyone: shown as text, never as HTML. */}
          <p className="whitespace-pre-wrap break-words rounded-md bg-muted p-3">{message.message}</p>
          {message.replies.length > 0 && (
            <section className="space-y-2">
              <h3 className="font-semibold">{t('adminContact.replies')}</h3>
              <ul className="space-y-2">
                {message.replies.map((r) => (
                  <li key={r.id} className="rounded-md border p-3">
                    <p className="text-xs text-muted-foreground">
                      {t('adminContact.repliedBy', { email: r.authorEmail, date: when(r.sentAt) })}
                    </p>
                    <p className="mt-1 whitespace-pre-wrap break-words">{r.body}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <form onSubmit={onReply} noValidate className="space-y-3">
            <Field
              id={`reply-${message.id}`}
              label={t('adminContact.replyLabel')}
              hint={t('adminContact.replyHint', { email: message.email })}
              error={replyError}
            >
              <Textarea
                id={`reply-${message.id}`}
                rows={5}
                maxLength={CONTACT_REPLY_MAX}
                value={reply}
                onChange={(e) => setReply(e.target.value)}
              />
            </Field>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" loading={send.isPending}>
                {t('adminContact.send')}
              </Button>
              {message.state !== 'handled' ? (
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => mark.mutate('handled')}
                  loading={mark.isPending}
                >
                  {t('adminContact.markHandled')}
                </Button>
              ) : (
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => mark.mutate('read')}
                  loading={mark.isPending}
                >
                  {t('adminContact.reopen')}
                </Button>
              )}
              <Button
                type="button"
                variant="ghost"
                onClick={() => mark.mutate('unread')}
                disabled={mark.isPending}
              >
                {t('adminContact.markUnread')}
              </Button>
            </div>
          </form>
        </div>
      </details>
    </li>
  );
}
