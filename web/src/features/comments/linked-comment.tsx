import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/react';
import { ApiError } from '@/lib/api';
import { CommentItem } from './comment-item';
import { commentKeys, commentsApi } from './comments-api';

/**
 * The comment a link points at (a reply, mention or heart notification: `/watch/:id?comment=`),
 * shown above the list with its thread's top-level comment, and scrolled to once: it may be pages
 * deep in either order, or a reply in a closed thread.
 */
export function LinkedComment({
  videoId,
  commentId,
  creatorName,
}: {
  videoId: string;
  commentId: string;
  creatorName: string;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLElement>(null);
  const linked = useQuery({
    queryKey: commentKeys.linked(videoId, commentId),
    queryFn: () => commentsApi.one(commentId),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  const data = linked.data?.comment.videoId === videoId ? linked.data : null;
  const shown = Boolean(data);
  useEffect(() => {
    if (shown) box.current?.scrollIntoView({ block: 'center' });
  }, [shown]);

  if (linked.isError || (linked.data && !data))
    return <p className="text-sm text-muted-foreground">{t('comments.linkedGone')}</p>;
  if (!data) return null;
  const { comment, parent } = data;
  return (
    <section
      ref={box}
      aria-label={t('comments.linked')}
      className="space-y-3 rounded-lg border-2 border-primary/60 p-3"
    >
      <p className="text-xs font-medium text-muted-foreground">{t('comments.linked')}</p>
      {parent && <CommentItem comment={parent} creatorName={creatorName} />}
      <div className={parent ? 'ml-6 sm:ml-12' : undefined}>
        <CommentItem comment={comment} creatorName={creatorName} />
      </div>
    </section>
  );
}
