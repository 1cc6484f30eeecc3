import { BellPlus, Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import { formatCompactNumber } from '@/lib/format';
import { useSession } from '@/lib/use-session';
import { type SubscriptionState, useSubscriptionState } from './subscriptions-api';
import { useLoginRequiredToast, useToggleSubscription } from './use-toggle-subscription';

interface SubscribeButtonProps {
  channelId: string;
  /** The viewer owns the channel: nothing to subscribe to, the button is not shown. */
  isOwner: boolean;
  /** Also shows the subscriber count beside the button (off where the page already shows it). */
  showCount?: boolean;
  /** Every count the button shows (optimistic, rolled back, confirmed), for pages that show it too. */
  onChange?: (state: SubscriptionState) => void;
  className?: string;
}

/**
 * "S'abonner" / "Abonné" toggle for a channel (channel page, watch page). Visitors see it too: their
 * click says that subscribing needs an account and offers to sign in.
 */
export function SubscribeButton({
  channelId,
  isOwner,
  showCount = true,
  onChange,
  className,
}: SubscribeButtonProps) {
  const { t, i18n } = useTranslation();
  const { user, isLoading: sessionLoading } = useSession();
  const state = useSubscriptionState(channelId, !isOwner);
  const toggle = useToggleSubscription(channelId, onChange);
  const loginRequired = useLoginRequiredToast();
  if (isOwner) return null;
  const subscribed = Boolean(user) && state.data?.subscribed === true;
  const count = state.data?.subscriberCount;
  const onClick = () => {
    if (!user) return loginRequired();
    toggle.mutate(!subscribed);
  };
  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      <Button
        variant={subscribed ? 'secondary' : 'default'}
        aria-pressed={subscribed}
        onClick={onClick}
        // Optimistic: no spinner, but one change at a time, and none before we know who is asking
        // and what they already chose.
        disabled={toggle.isPending || sessionLoading || (Boolean(user) && state.isLoading)}
      >
        {subscribed ? <Check aria-hidden="true" /> : <BellPlus aria-hidden="true" />}
        {subscribed ? t('subscriptions.subscribed') : t('subscriptions.subscribe')}
      </Button>
      {showCount && count !== undefined && (
        <span className="text-sm text-muted-foreground">
          {t('subscriptions.subscribers', {
            count,
            formatted: formatCompactNumber(count, i18n.language),
          })}
        </span>
      )}
    </div>
  );
}
