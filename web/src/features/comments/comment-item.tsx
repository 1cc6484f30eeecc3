import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Heart, Pencil, Pin, PinOff, Reply, ThumbsUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { formatDate, formatNumber } from '@/lib/format';
import { formatRelativeTime } from '@/lib/relative-time';
import { toast } from '@/lib/toast';
import { useSession } from '@/lib/use-session';
import { refreshComments, replaceComment } from './comment-cache';
import { CommentComposer } from './comment-composer';
import { CommentText } from './comment-text';
import { type Comment, commentsApi } from './comments-api';
import { useReportComment } from './report-slot';

interface Props {
  comment: Comment;
  /** The channel (or the owner) whose video this is: "Pinned by …". */
  creatorName: string;
  /** Opens the thread's reply composer, prefilled (a reply to a reply names its author); absent: no reply button. */
  onReply?(prefill: string): void;
}

/** One comment or reply: who, when, the text, and only the actions its `abilities` allow. */
export function CommentItem({ comment, creatorName, onReply }: Props) {
  const report = useReportComment();
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const onError = (error: unknown) => toast.error(t(errorKey(error, 'comments.errors.action')));
  const update = useMutation({
    mutationFn: (action: () => Promise<Comment>) => action(),
    onSuccess: (c) => replaceComment(client, c),
    onError,
  });
  const pin = useMutation({
    mutationFn: () => commentsApi.pin(comment.id, !comment.pinned),
    onSuccess: () => refreshComments(client, comment.videoId),
    onError,
  });
  const remove = useMutation({
    mutationFn: () => commentsApi.remove(comment.id),
    onSuccess: () => refreshComments(client, comment.videoId),
    onError,
  });
  const { abilities, author } = comment;
  const like = () => {
    if (!user) return toast.error(t('comments.signInToLike'));
    update.mutate(() => commentsApi.like(comment.id, !comment.likedByMe));
  };

  return (
    <article
      className="flex gap-3"
      aria-labelledby={`comment-${comment.id}-author`}
      data-comment-id={comment.id}
    >
      <Avatar className="size-9 shrink-0">
        {author.avatarUrl && <AvatarImage src={author.avatarUrl} alt="" />}
        <AvatarFallback>{author.displayName.slice(0, 1).toUpperCase()}</AvatarFallback>
      </Avatar>
      <div className="min-w-0 flex-1 space-y-1">
        {comment.pinned && (
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <Pin className="size-3" aria-hidden="true" />
            {t('comments.pinnedBy', { creator: creatorName })}
          </p>
        )}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span id={`comment-${comment.id}-author`} className="font-semibold">
            {author.displayName}
          </span>
          {comment.byCreator && <Badge variant="secondary">{t('comments.creator')}</Badge>}
          <time
            dateTime={comment.createdAt}
            title={formatDate(comment.createdAt, i18n.language)}
            className="text-xs text-muted-foreground"
          >
            {formatRelativeTime(comment.createdAt, i18n.language)}
          </time>
          {comment.editedAt && <span className="text-xs text-muted-foreground">{t('comments.edited')}</span>}
          {comment.status === 'held' && <Badge variant="outline">{t('comments.held')}</Badge>}
        </p>
        {editing ? (
          <CommentComposer
            label={t('comments.editLabel')}
            submitLabel={t('common.save')}
            initialText={comment.text}
            autoFocus
            onSubmit={(text) => commentsApi.edit(comment.id, text).then((c) => replaceComment(client, c))}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <CommentText text={comment.text} videoId={comment.videoId} />
        )}
        <div className="-ml-2 flex flex-wrap items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={like}
            aria-pressed={comment.likedByMe}
            disabled={update.isPending}
          >
            <ThumbsUp aria-hidden="true" className={comment.likedByMe ? 'fill-current' : undefined} />
            <span className="sr-only">{t('comments.like')}</span>
            <span aria-hidden={comment.likeCount === 0}>
              {comment.likeCount > 0 ? formatNumber(comment.likeCount, i18n.language) : ''}
            </span>
          </Button>
          {abilities.heart ? (
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={comment.heartedByCreator}
              aria-label={t('comments.heart')}
              title={t('comments.heart')}
              onClick={() => update.mutate(() => commentsApi.heart(comment.id, !comment.heartedByCreator))}
            >
              <Heart
                aria-hidden="true"
                className={
                  comment.heartedByCreator ? 'fill-current text-red-600 dark:text-red-400' : undefined
                }
              />
            </Button>
          ) : (
            comment.heartedByCreator && (
              <span className="inline-flex items-center px-2" title={t('comments.hearted')}>
                <Heart aria-hidden="true" className="size-4 fill-current text-red-600 dark:text-red-400" />
                <span className="sr-only">{t('comments.hearted')}</span>
              </span>
            )
          )}
          {onReply && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onReply(comment.parentId && author.username ? `@${author.username} ` : '')}
            >
              <Reply aria-hidden="true" />
              {t('comments.reply')}
            </Button>
          )}
          {abilities.pin && comment.parentId === null && (
            <Button variant="ghost" size="sm" onClick={() => pin.mutate()} loading={pin.isPending}>
              {comment.pinned ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />}
              <Label>{comment.pinned ? t('comments.unpin') : t('comments.pin')}</Label>
            </Button>
          )}
          {abilities.edit && !editing && (
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              <Label>{t('comments.edit')}</Label>
            </Button>
          )}
          {abilities.report && report?.(comment.id)}
          {abilities.delete && (
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="sm">
                  <Trash2 aria-hidden="true" />
                  <Label>{t('comments.delete')}</Label>
                </Button>
              }
              title={t('comments.deleteConfirm.title')}
              description={
                comment.parentId === null && comment.replyCount > 0
                  ? t('comments.deleteConfirm.withReplies')
                  : t('comments.deleteConfirm.description')
              }
              confirmLabel={t('comments.delete')}
              cancelLabel={t('common.cancel')}
              closeLabel={t('common.close')}
              onConfirm={() => remove.mutateAsync()}
              pending={remove.isPending}
            />
          )}
        </div>
      </div>
    </article>
  );
}

/** An action's name: read by screen readers everywhere, shown beside its icon from the small breakpoint up. */
const Label = ({ children }: { children: string }) => (
  <span className="sr-only sm:not-sr-only">{children}</span>
);
