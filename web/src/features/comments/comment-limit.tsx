import { type OwnSanction, sanctionTaking } from '@domain/access';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { useTranslation } from '@/i18n/react';
import { ApiError } from '@/lib/api';
import { authApi } from '@/lib/auth-api';
import { formatDate } from '@/lib/format';
import { sessionKeys } from '@/lib/use-session';

export type CommentLimit = Pick<OwnSanction, 'until' | 'reason' | 'decisionId'>;

/**
 * The sanction that takes commenting away from the member now, if any: from GET /api/session (the
 * same query as the upload page's), read only when the list says this member may not post.
 */
export function useCommentLimit(enabled: boolean): CommentLimit | null {
  const query = useQuery({
    queryKey: sessionKeys.sanctions,
    queryFn: async () => (await authApi.session()).sanctions ?? [],
    enabled,
  });
  return enabled ? sanctionTaking(query.data ?? [], 'comment') : null;
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
  const { t, i18n } = useTranslation();
  const reason = limit.reason ? t(`report.reasons.${limit.reason}`) : t('auth.sanction.unstatedReason');
  return (
    <Alert>
      <AlertDescription className="space-y-2">
        <p>
          {limit.until
            ? t('comments.limited.until', { date: formatDate(limit.until, i18n.language), reason })
            : t('comments.limited.forGood', { reason })}
        </p>
        {limit.decisionId && (
          <p>
            <Link
              to={`/decisions/${encodeURIComponent(limit.decisionId)}`}
              className="text-primary underline"
            >
              {t('comments.limited.seeDecision')}
            </Link>
          </p>
        )}
      </AlertDescription>
    </Alert>
  );
}
