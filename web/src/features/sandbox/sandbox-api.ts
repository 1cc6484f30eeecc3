import type {
  SandboxCardInput,
  SandboxCheckout,
  SandboxPaymentResult,
  SandboxPortal,
} from '@domain/api/sandbox';
import { api } from '@/lib/api';

/** Types inferred from the API's response schemas (domain/api/sandbox.ts). */
export type {
  SandboxCardInput,
  SandboxCheckout,
  SandboxPaymentResult,
  SandboxPortal,
} from '@domain/api/sandbox';

export const sandboxKeys = {
  checkout: (token: string) => ['sandbox', 'checkout', token] as const,
  portal: (token: string) => ['sandbox', 'portal', token] as const,
};

const checkoutPath = (token: string) => `/api/sandbox/checkout/${encodeURIComponent(token)}`;
const portalPath = (token: string) => `/api/sandbox/portal/${encodeURIComponent(token)}`;

/** The sandbox provider's hosted pages: the token in the link is the capability (no session needed). */
export const sandboxApi = {
  checkout: (token: string) => api<SandboxCheckout>(checkoutPath(token)),
  pay: (token: string, card: SandboxCardInput) =>
    api<SandboxPaymentResult>(`${checkoutPath(token)}/pay`, { method: 'POST', json: card }),
  confirm: (token: string, approve: boolean) =>
    api<SandboxPaymentResult>(`${checkoutPath(token)}/confirm`, { method: 'POST', json: { approve } }),
  portal: (token: string) => api<SandboxPortal>(portalPath(token)),
  updateCard: (token: string, card: SandboxCardInput) =>
    api<unknown>(`${portalPath(token)}/card`, { method: 'POST', json: card }),
  cancel: (token: string, subscriptionId: string) =>
    api<unknown>(`${portalPath(token)}/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`, {
      method: 'POST',
      json: {},
    }),
  resume: (token: string, subscriptionId: string) =>
    api<unknown>(`${portalPath(token)}/subscriptions/${encodeURIComponent(subscriptionId)}/resume`, {
      method: 'POST',
      json: {},
    }),
  advanceClock: (token: string, seconds: number) =>
    api<unknown>(`${portalPath(token)}/advance-clock`, { method: 'POST', json: { seconds } }),
};

/** Leaves the sandbox page for a URL the provider gave (Kinora's success, cancel or return URL). */
export const sandboxNavigation = {
  go: (url: string) => window.location.assign(url),
};
