import type {
  SandboxBankInput,
  SandboxOnboarding,
  SandboxOnboardingInput,
  SandboxOnboardingResult,
  SandboxPayoutDashboard,
  SandboxPlatformBalance,
} from '@domain/api/sandbox-payouts';
import { api } from '@/lib/api';

/** Types inferred from the API's schemas (domain/api/sandbox-payouts.ts). */
export type {
  SandboxBank,
  SandboxBankInput,
  SandboxOnboarding,
  SandboxOnboardingInput,
  SandboxOnboardingResult,
  SandboxPayoutDashboard,
  SandboxPlatformBalance,
} from '@domain/api/sandbox-payouts';

export const sandboxPayoutKeys = {
  onboarding: (token: string) => ['sandbox', 'onboarding', token] as const,
  dashboard: (token: string) => ['sandbox', 'payouts', token] as const,
  platformBalance: ['sandbox', 'platform-balance'] as const,
};

const onboardingPath = (token: string) => `/api/sandbox/onboarding/${encodeURIComponent(token)}`;
const dashboardPath = (token: string) => `/api/sandbox/payouts/${encodeURIComponent(token)}`;

/** The sandbox payout provider's hosted pages (the token is the capability) and the admin's top-up. */
export const sandboxPayoutsApi = {
  onboarding: (token: string) => api<SandboxOnboarding>(onboardingPath(token)),
  submitOnboarding: (token: string, form: SandboxOnboardingInput) =>
    api<SandboxOnboardingResult>(onboardingPath(token), { method: 'POST', json: form }),
  dashboard: (token: string) => api<SandboxPayoutDashboard>(dashboardPath(token)),
  changeBank: (token: string, bank: SandboxBankInput) =>
    api<SandboxPayoutDashboard>(`${dashboardPath(token)}/bank`, { method: 'POST', json: bank }),
  platformBalance: () => api<SandboxPlatformBalance>('/api/sandbox/platform-balance'),
  topUp: (amountCents: number) =>
    api<SandboxPlatformBalance>('/api/sandbox/platform-balance', { method: 'POST', json: { amountCents } }),
};
