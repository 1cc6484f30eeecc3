import { ExternalLink, Link2, RefreshCw } from 'lucide-react';
import { TestModeLabel } from '@/components/test-mode-note';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useTranslation } from '@/i18n/react';
import { AutoPayoutSwitch } from './auto-payout-switch';
import type { EarningsSummary, PayoutAccount } from './earnings-api';
import { formatDateTime } from './format';
import { useConnectPayoutAccount, useSyncEarnings } from './use-earnings-actions';

/** The provider's requirement names (e.g. `individual.verification.document`) as words, deduplicated. */
const REQUIREMENT_GROUPS: readonly [RegExp, string][] = [
  [/^external_account/, 'bankAccount'],
  [/^tos_acceptance/, 'terms'],
  [/verification|id_number/, 'identity'],
  [/^(individual|representative|person|company|owners|directors|executives)/, 'personal'],
  [/^business_profile|^business_type/, 'business'],
];

export function requirementKeys(due: readonly string[]): string[] {
  const keys = due.map((field) => REQUIREMENT_GROUPS.find(([re]) => re.test(field))?.[1] ?? 'other');
  return [...new Set(keys)];
}

/** The provider's reason for a restriction (Stripe's `disabled_reason`), as a key of our texts. */
export function restrictionKey(reason: string | null): string {
  if (!reason) return 'other';
  if (reason === 'requirements.past_due') return 'pastDue';
  if (reason === 'requirements.pending_verification' || reason === 'under_review') return 'underReview';
  if (reason.startsWith('rejected')) return 'rejected';
  if (reason === 'platform_paused') return 'paused';
  return 'other';
}

function AccountDetails({ account }: { account: PayoutAccount }) {
  const { t, i18n } = useTranslation();
  if (account.state === 'not_connected') return <p className="text-sm">{t('earnings.account.prompt')}</p>;
  if (account.state === 'connected' && account.requirementsDue.length === 0)
    return <p className="text-sm">{t('earnings.account.ready')}</p>;
  const due = requirementKeys(account.requirementsDue);
  return (
    <div className="space-y-2 text-sm">
      {account.state === 'restricted' && (
        <p>
          {t(`earnings.account.restriction.${restrictionKey(account.disabledReason)}`)}
          {account.disabledReason && (
            <span className="block text-xs text-muted-foreground">
              {t('earnings.account.providerReason', { reason: account.disabledReason })}
            </span>
          )}
        </p>
      )}
      {due.length > 0 && (
        <>
          <p>{t('earnings.account.due')}</p>
          <ul className="list-disc space-y-0.5 pl-5">
            {due.map((key) => (
              <li key={key}>{t(`earnings.account.requirement.${key}`)}</li>
            ))}
          </ul>
          <p className="text-muted-foreground">
            {account.deadline
              ? t('earnings.account.deadline', { date: formatDateTime(account.deadline, i18n.language) })
              : t('earnings.account.noDeadline')}
          </p>
        </>
      )}
    </div>
  );
}

/** The payout account by state (spec §4): connect, continue onboarding, sync, the provider's dashboard. */
export function PayoutAccountPanel({ summary }: { summary: EarningsSummary }) {
  const { t } = useTranslation();
  const connect = useConnectPayoutAccount();
  const sync = useSyncEarnings();
  const { account } = summary;
  const connectLabel = {
    not_connected: 'earnings.connect.action',
    onboarding: 'earnings.connect.continue',
    restricted: 'earnings.connect.update',
    connected: 'earnings.connect.dashboard',
  }[account.state];

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <CardTitle>
            <h3>{t('earnings.account.title')}</h3>
          </CardTitle>
          <CardDescription>{t(`earnings.account.provider.${account.provider}`)}</CardDescription>
        </div>
        <Badge
          variant={
            account.state === 'connected'
              ? 'default'
              : account.state === 'restricted'
                ? 'destructive'
                : 'secondary'
          }
          data-testid="payout-account-state"
        >
          {t(`earnings.account.state.${account.state}`)}
        </Badge>
      </CardHeader>
      <CardContent className="space-y-4">
        <AccountDetails account={account} />
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant={account.state === 'connected' ? 'outline' : 'default'}
            loading={connect.isPending}
            onClick={() => connect.mutate()}
          >
            {account.state === 'connected' ? (
              <ExternalLink aria-hidden="true" />
            ) : (
              !connect.isPending && <Link2 aria-hidden="true" />
            )}
            {connect.isPending ? t('earnings.connect.pending') : t(connectLabel)}
          </Button>
          {account.state !== 'not_connected' && (
            <Button variant="outline" loading={sync.isPending} onClick={() => sync.mutate()}>
              {!sync.isPending && <RefreshCw aria-hidden="true" />}
              {sync.isPending ? t('earnings.sync.pending') : t('earnings.sync.action')}
            </Button>
          )}
        </div>
        <p className="text-xs text-muted-foreground">{t('earnings.connect.newTab')}</p>
        {account.provider === 'sandbox' && (
          <TestModeLabel className="w-fit">{t('earnings.account.testMode')}</TestModeLabel>
        )}
        {account.state !== 'not_connected' && <AutoPayoutSwitch enabled={summary.autoPayout} />}
      </CardContent>
    </Card>
  );
}
