import { type CapabilityLimit, SanctionNotice, useCapabilityLimit } from '@/components/sanction-notice';
import { ApiError } from '@/lib/api';

export type CommentLimit = CapabilityLimit;

/**
 * The sanction that takes commenting away from the member now, if any: from GET /api/session (the
 * same query as the upload page's), read only when the list says this member may not post.
 */
export function useCommentLimit(enabled: boolean): CommentLimit | null {
  const { limit } = useCapabilityLimit('comment', enabled);
  return enabled ? (limit ?? null) : null;
}

/** The sanction a refused post carries (403 comment_not_allowed: details as upload_not_allowed's). */
export function limitOf(error: unknown): CommentLimit | null {
  if (!(error instanceof ApiError) || error.code !== 'comment_not_allowed') return null;
  const details = error.details as Partial<CommentLimit> | undefined;
  return {
    until: details?.until ?? null,
    reason: details?.reason ?? null,
    decisionId: details?.decisionId ?? null,
  };
}

/** Why the member cannot comment and until when, with the decision behind it. */
export function CommentLimitNotice({ limit }: { limit: CommentLimit }) {
  return (
    <SanctionNotice
      limit={limit}
      texts={{
        until: 'comments.limited.until',
        forGood: 'comments.limited.forGood',
        seeDecision: 'comments.limited.seeDecision',
      }}
    />
  );
}
