import { type OwnSanction, sanctionTaking } from '@domain/access';
import type { Capability } from '@domain/standing';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { useTranslation } from '@/i18n/react';
import { authApi } from '@/lib/auth-api';
import { formatDate } from '@/lib/format';
import { sessionKeys } from '@/lib/use-session';

/**
 * The sanction that takes a capability (upload, comment, report) away from the signed-in member
 * now, if any, as GET /api/session lists their own sanctions: the form says why before the server
 * refuses the same.
 */
export function useCapabilityLimit(capability: Capability, enabled: boolean) {
  const query = useQuery({
    queryKey: sessionKeys.sanctions,
    queryFn: async () => (await authApi.session()).sanctions ?? [],
    enabled,
  });
  return { limit: sanctionTaking(query.data ?? [], capability), isLoading: query.isLoading };
}

/** What the notice says of a sanction: its end, its ground and its decision (a refusal's details carry the same). */
export type CapabilityLimit = Pick<OwnSanction, 'until' | 'reason' | 'decisionId'>;

/**
 * Why the member cannot do this and until when, with a link to the decision. `texts` are the keys
 * of the sentence with an end (`{{date}}`, `{{reason}}`) and without one (`{{reason}}`).
 */
export function SanctionNotice({
  limit,
  texts,
}: {
  limit: CapabilityLimit;
  texts: { until: string; forGood: string; seeDecision?: string };
}) {
  const { t, i18n } = useTranslation();
  const reason = limit.reason ? t(`report.reasons.${limit.reason}`) : t('auth.sanction.unstatedReason');
  return (
    <Alert>
      <AlertDescription className="space-y-2">
        <p>
          {limit.until
            ? t(texts.until, { date: formatDate(limit.until, i18n.language), reason })
            : t(texts.forGood, { reason })}
        </p>
        {limit.decisionId && (
          <p>
            <Link
              to={`/decisions/${encodeURIComponent(limit.decisionId)}`}
              className="text-primary underline"
            >
              {t(texts.seeDecision ?? 'upload.limited.seeDecision')}
            </Link>
          </p>
        )}
      </AlertDescription>
    </Alert>
  );
}
