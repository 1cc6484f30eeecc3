import type { PaidPlan } from '@domain/plans';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { toast } from '@/lib/toast';
import { useSubscriptionStatus } from './use-subscription-status';

/** After a paid checkout the webhook usually lands within a second or two: poll fast meanwhile. */
export const ACTIVATION_POLL_MS = 2_000;
export const ACTIVATION_WAIT_MS = 30_000;

const RETURN_PARAMS = ['checkout', 'qa-success', 'qa-canceled', 'plan'];

/** What the return URL says: which plan was bought or abandoned (`checkout=success|canceled`, `qa-success=true`). */
function readReturn(params: URLSearchParams): { plan: PaidPlan; outcome: 'success' | 'canceled' } | null {
  const qa = params.get('plan') === 'qa';
  if (params.get('qa-success') === 'true') return { plan: 'qa', outcome: 'success' };
  if (params.get('qa-canceled') === 'true') return { plan: 'qa', outcome: 'canceled' };
  const checkout = params.get('checkout');
  if (checkout === 'success' || checkout === 'canceled')
    return { plan: qa ? 'qa' : 'premium', outcome: checkout };
  return null;
}

/**
 * The page a checkout returns to (spec: "Checkout returns success (subscription activated) or
 * canceled"): the parameters leave the URL at once; a cancel gets a neutral toast; a success shows
 * "activation in progress" while the status is polled every 2 s (up to 30 s), then the activated toast.
 */
export function useCheckoutReturn(): { activating: PaidPlan | null; slow: boolean } {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [activating, setActivating] = useState<PaidPlan | null>(null);
  const [slow, setSlow] = useState(false);
  const handled = useRef(false);
  const { status } = useSubscriptionStatus({ pollMs: activating ? ACTIVATION_POLL_MS : undefined });

  useEffect(() => {
    if (handled.current) return;
    const back = readReturn(params);
    if (!back) return;
    handled.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
    if (back.outcome === 'canceled') toast(t(`billing.return.canceled.${back.plan}`));
    else setActivating(back.plan);
  }, [params, setParams, t]);

  const active = activating ? status?.[activating].active === true : false;
  useEffect(() => {
    if (!activating || !active) return;
    toast.success(t(`billing.return.activated.${activating}`));
    setActivating(null);
  }, [activating, active, t]);

  useEffect(() => {
    if (!activating) return;
    const timer = setTimeout(() => {
      setActivating(null);
      setSlow(true);
    }, ACTIVATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [activating]);

  return { activating, slow };
}
