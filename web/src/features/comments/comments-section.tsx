import { COMMENT_SORTS, type CommentSort } from '@domain/comments';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ShowMore } from '@/components/ui/show-more';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useSession } from '@/lib/use-session';
import { refreshComments } from './comment-cache';
import { CommentComposer } from './comment-composer';
import { CommentLimitNotice, useCommentLimit } from './comment-limit';
import { CommentThread } from './comment-thread';
import { type CommentPage, commentsApi, useComments } from './comments-api';
import { LinkedComment } from './linked-comment';
import { useLiveComments } from './use-live-comments';

export interface CommentsSectionProps {
  videoId: string;
  /** The channel (or owner) name: "Pinned by …". */
  creatorName: string;
  /** A comment a link points at (`?comment=`): shown first, highlighted. */
  linkedCommentId?: string | null;
}

/** The watch page's comments: count, order, the composer (or why not), threads paged, kept live. */
export default function CommentsSection({ videoId, creatorName, linkedCommentId }: CommentsSectionProps) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<CommentSort>('top');
  const comments = useComments(videoId, sort);
  useLiveComments(videoId);
  const first = comments.data?.pages[0];
  const items = comments.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <section aria-labelledby="comments-heading" className="space-y-4 pt-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="comments-heading" className="flex items-center gap-2 text-lg font-semibold">
          <MessageSquare aria-hidden="true" className="size-5" />
          {first
            ? t('comments.count', { count: first.total, formatted: formatNumber(first.total, i18n.language) })
            : t('comments.title')}
        </h2>
        <fieldset className="flex gap-1">
          <legend className="sr-only">{t('comments.sortBy')}</legend>
          {COMMENT_SORTS.map((s) => (
            <Button
              key={s}
              size="sm"
              variant={sort === s ? 'secondary' : 'ghost'}
              aria-pressed={sort === s}
              onClick={() => setSort(s)}
            >
              {t(`comments.sort.${s}`)}
            </Button>
          ))}
        </fieldset>
      </div>
      {first && <Composer videoId={videoId} page={first} />}
      {linkedCommentId && (
        <LinkedComment videoId={videoId} commentId={linkedCommentId} creatorName={creatorName} />
      )}
      {comments.isLoading && <Spinner className="mx-auto size-6" aria-label={t('common.loading')} />}
      {comments.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t(errorKey(comments.error, 'comments.errors.load'))}
        </p>
      )}
      {first && items.length === 0 && <p className="text-sm text-muted-foreground">{t('comments.empty')}</p>}
      <ul className="space-y-6" aria-label={t('comments.title')}>
        {items.map((c) => (
          <CommentThread key={c.id} comment={c} creatorName={creatorName} />
        ))}
      </ul>
      <ShowMore pages={comments} />
    </section>
  );
}

/** The top-level composer, or why this viewer cannot write: a visitor, closed, or a sanction. */
function Composer({ videoId, page }: { videoId: string; page: CommentPage }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const client = useQueryClient();
  const limit = useCommentLimit(Boolean(user) && !page.canPost && page.policy !== 'closed');
  if (!user)
    return (
      <p className="text-sm text-muted-foreground">
        <Link to="/auth" className="font-medium text-primary underline">
          {t('comments.signIn')}
        </Link>
      </p>
    );
  if (page.policy === 'closed')
    return <p className="text-sm text-muted-foreground">{t('comments.closed')}</p>;
  if (!page.canPost)
    return limit ? (
      <CommentLimitNotice limit={limit} />
    ) : (
      <p className="text-sm text-muted-foreground">{t('comments.cannotPost')}</p>
    );
  const post = async (text: string) => {
    const created = await commentsApi.post(videoId, text);
    if (created.status === 'held') toast.success(t('comments.heldNotice'));
    await refreshComments(client, videoId);
  };
  return (
    <div className="space-y-1">
      <CommentComposer label={t('comments.add')} submitLabel={t('comments.submit')} onSubmit={post} />
      {page.policy === 'held' && <p className="text-xs text-muted-foreground">{t('comments.heldPolicy')}</p>}
    </div>
  );
}
