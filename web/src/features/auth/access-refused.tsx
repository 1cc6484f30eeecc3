import { type AccessRefusal, accessRefusalSchema } from '@domain/access';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { useTranslation } from '@/i18n/react';
import { ApiError } from '@/lib/api';
import { formatDate } from '@/lib/format';

/** The sanction a refused sign-in names (403 account_suspended / account_banned), or null. */
export function accessRefusalOf(error: unknown): AccessRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = accessRefusalSchema.safeParse({ ...(error.details as object), code: error.code });
  return parsed.success ? parsed.data : null;
}

/** Why the member cannot sign in: until when (or for good), the rules reason, and where the decision went. */
export function AccessRefused({ refusal }: { refusal: AccessRefusal }) {
  const { t, i18n } = useTranslation();
  const reason = refusal.reason ? t(`report.reasons.${refusal.reason}`) : t('auth.sanction.unstatedReason');
  return (
    <Alert variant="destructive">
      <AlertDescription className="space-y-2">
        <p>
          {refusal.code === 'account_suspended'
            ? t('auth.sanction.suspended', { date: formatDate(refusal.until, i18n.language), reason })
            : t('auth.sanction.banned', { reason })}
        </p>
        <p>{t('auth.sanction.mailed')}</p>
      </AlertDescription>
    </Alert>
  );
}
