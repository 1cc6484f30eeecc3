import { sanctionTaking } from '@domain/access';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { useTranslation } from '@/i18n/react';
import { authApi } from '@/lib/auth-api';
import { formatDate } from '@/lib/format';
import { sessionKeys } from '@/lib/use-session';

/** The signed-in member's own sanctions in force, as GET /api/session lists them. */
function useOwnSanctions(enabled: boolean) {
  return useQuery({
    queryKey: sessionKeys.sanctions,
    queryFn: async () => (await authApi.session()).sanctions ?? [],
    enabled,
  });
}

/** The sanction that takes uploading away from the member now, if any (the server refuses the same). */
export function useUploadLimit(enabled: boolean) {
  const query = useOwnSanctions(enabled);
  const limit = sanctionTaking(query.data ?? [], 'upload');
  return { limit, isLoading: query.isLoading };
}

type Limit = NonNullable<ReturnType<typeof useUploadLimit>['limit']>;

/** Says, before a file is picked, why the member cannot upload and until when, with the decision. */
export function UploadLimitNotice({ limit }: { limit: Limit }) {
  const { t, i18n } = useTranslation();
  const reason = limit.reason ? t(`report.reasons.${limit.reason}`) : t('auth.sanction.unstatedReason');
  return (
    <Alert>
      <AlertDescription className="space-y-2">
        <p>
          {limit.until
            ? t('upload.limited.until', { date: formatDate(limit.until, i18n.language), reason })
            : t('upload.limited.forGood', { reason })}
        </p>
        {limit.decisionId && (
          <p>
            <Link
              to={`/decisions/${encodeURIComponent(limit.decisionId)}`}
              className="text-primary underline"
            >
              {t('upload.limited.seeDecision')}
            </Link>
          </p>
        )}
      </AlertDescription>
    </Alert>
  );
}
