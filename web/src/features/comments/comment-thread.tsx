import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ShowMore } from '@/components/ui/show-more';
import { useTranslation } from '@/i18n/react';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { refreshComments } from './comment-cache';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';
import { type Comment, commentsApi, useReplies } from './comments-api';

/**
 * A top-level comment and its replies (one level deep): the replies are fetched when opened, paged,
 * oldest first. Replying to a reply answers the thread, starting with the reply's author's @name.
 */
export function CommentThread({ comment, creatorName }: { comment: Comment; creatorName: string }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reply, setReply] = useState<{ prefill: string; key: number } | null>(null);
  const replies = useReplies(comment.videoId, comment.id, open);
  const items = replies.data?.pages.flatMap((p) => p.items) ?? [];
  // Replies are one level deep: replying to a reply answers this thread (the server gives replies
  // no `reply` ability of their own), so the thread's ability decides for all its items.
  const onReply = comment.abilities.reply
    ? (prefill: string) => setReply({ prefill, key: Date.now() })
    : undefined;
  const post = async (text: string) => {
    const created = await commentsApi.post(comment.videoId, text, comment.id);
    setOpen(true);
    if (created.status === 'held') toast.success(t('comments.heldNotice'));
    await refreshComments(client, comment.videoId);
  };

  return (
    <li className="space-y-3">
      <CommentItem comment={comment} creatorName={creatorName} onReply={onReply} />
      <div className="ml-6 space-y-3 sm:ml-12">
        {reply && (
          <CommentComposer
            key={reply.key}
            label={t('comments.replyLabel', { name: comment.author.displayName })}
            submitLabel={t('comments.reply')}
            initialText={reply.prefill}
            autoFocus
            onSubmit={post}
            onCancel={() => setReply(null)}
          />
        )}
        {comment.replyCount > 0 && (
          <Button
            variant="link"
            size="sm"
            className="px-0"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            {open
              ? t('comments.hideReplies')
              : t('comments.showReplies', {
                  count: comment.replyCount,
                  formatted: formatNumber(comment.replyCount, i18n.language),
                })}
          </Button>
        )}
        {open && items.length > 0 && (
          <ul
            className="space-y-4"
            aria-label={t('comments.repliesTo', { name: comment.author.displayName })}
          >
            {items.map((r) => (
              <li key={r.id}>
                <CommentItem comment={r} creatorName={creatorName} onReply={onReply} />
              </li>
            ))}
          </ul>
        )}
        {open && <ShowMore pages={replies} />}
      </div>
    </li>
  );
}
