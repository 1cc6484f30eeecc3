import { WATCHED_WORDS_MAX } from '@domain/comments';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { ShowMore } from '@/components/ui/show-more';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { formatRelativeTime } from '@/lib/relative-time';
import { toast } from '@/lib/toast';
import { CommentText } from './comment-text';
import { commentKeys, commentsApi } from './comments-api';

/** The creator's dashboard part of comments: what waits for approval, and the watched words. */
export function CreatorComments() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <HeldQueue />
      <WatchedWords />
    </div>
  );
}

function HeldQueue() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const held = useInfiniteQuery({
    queryKey: commentKeys.held,
    queryFn: ({ pageParam }) => commentsApi.held(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const done = (message?: string) => {
    if (message) toast.success(message);
    void client.invalidateQueries({ queryKey: commentKeys.all });
  };
  const onError = (error: unknown) => toast.error(t(errorKey(error, 'comments.errors.action')));
  const approve = useMutation({
    mutationFn: commentsApi.approve,
    onSuccess: () => done(t('comments.heldQueue.approved')),
    onError,
  });
  const remove = useMutation({ mutationFn: commentsApi.remove, onSuccess: () => done(), onError });
  const items = held.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card id="held-comments">
      <CardHeader>
        <CardTitle>
          <h2>{t('comments.heldQueue.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {held.isError && (
          <p role="alert" className="text-sm text-destructive">
            {t(errorKey(held.error, 'comments.errors.load'))}
          </p>
        )}
        {held.isSuccess && items.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('comments.heldQueue.empty')}</p>
        )}
        <ul className="divide-y">
          {items.map((c) => (
            <li key={c.id} className="space-y-2 py-3 first:pt-0">
              <p className="flex flex-wrap gap-x-2 text-sm">
                <span className="font-semibold">{c.author.displayName}</span>
                <time dateTime={c.createdAt} className="text-muted-foreground">
                  {formatRelativeTime(c.createdAt, i18n.language)}
                </time>
              </p>
              <Link to={`/watch/${c.video.id}`} className="block text-xs text-primary underline">
                {t('comments.heldQueue.on', { title: c.video.title })}
              </Link>
              <CommentText text={c.text} videoId={c.video.id} seekable={false} />
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  onClick={() => approve.mutate(c.id)}
                  loading={approve.isPending && approve.variables === c.id}
                >
                  <Check aria-hidden="true" />
                  {t('comments.heldQueue.approve')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => remove.mutate(c.id)}
                  loading={remove.isPending && remove.variables === c.id}
                >
                  <Trash2 aria-hidden="true" />
                  {t('comments.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <ShowMore pages={held} />
      </CardContent>
    </Card>
  );
}

function WatchedWords() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const id = useId();
  const words = useQuery({ queryKey: commentKeys.watchedWords, queryFn: commentsApi.watchedWords });
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? words.data?.words.join('\n') ?? '';
  const list = text
    .split('\n')
    .map((w) => w.trim())
    .filter(Boolean);
  const save = useMutation({
    mutationFn: () => commentsApi.saveWatchedWords(list),
    onSuccess: (saved) => {
      client.setQueryData(commentKeys.watchedWords, saved);
      setDraft(null);
      toast.success(t('comments.watchedWords.saved'));
    },
    onError: (error) => toast.error(t(errorKey(error, 'comments.errors.action'))),
  });
  const tooMany = list.length > WATCHED_WORDS_MAX;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('comments.watchedWords.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!tooMany) save.mutate();
          }}
        >
          <p className="text-sm text-muted-foreground">{t('comments.watchedWords.help')}</p>
          <Field
            id={id}
            label={t('comments.watchedWords.label')}
            hint={t('comments.watchedWords.count', { count: list.length, max: WATCHED_WORDS_MAX })}
          >
            <Textarea
              id={id}
              value={text}
              disabled={!words.data}
              onChange={(e) => setDraft(e.target.value)}
              aria-invalid={tooMany}
            />
          </Field>
          <Button type="submit" loading={save.isPending} disabled={!words.data || tooMany || draft === null}>
            {t('comments.watchedWords.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
