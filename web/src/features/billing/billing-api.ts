import type { RedirectUrl, SubscriptionStatusResponse } from '@domain/api/billing';
import type { PaidPlan } from '@domain/plans';
import { api } from '@/lib/api';

/** Types inferred from the API's response schemas (domain/api/billing.ts). */
export type { PlanState, RedirectUrl, SubscriptionStatusResponse } from '@domain/api/billing';

export const billingKeys = {
  all: ['billing'] as const,
  /** Per member: another member signing in on the same tab never sees the previous one's plans. */
  status: (userId: string) => ['billing', 'status', userId] as const,
};

export const billingApi = {
  status: () => api<SubscriptionStatusResponse>('/api/billing/subscription'),
  checkout: (returnPath?: string) =>
    api<RedirectUrl>('/api/billing/checkout', { method: 'POST', json: returnPath ? { returnPath } : {} }),
  qaCheckout: () => api<RedirectUrl>('/api/billing/qa-checkout', { method: 'POST', json: {} }),
  portal: () => api<RedirectUrl>('/api/billing/portal', { method: 'POST', json: {} }),
  qaCancel: () => api<void>('/api/billing/qa-cancel', { method: 'POST', json: {} }),
  refund: (plan: PaidPlan) => api<unknown>('/api/billing/refund', { method: 'POST', json: { plan } }),
};
