import type { Me } from '@domain/api/accounts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { authApi } from '@/lib/auth-api';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import type { PlanState, SubscriptionStatusResponse } from './billing-api';

export const MEMBER = {
  id: 'u1',
  email: 'ana@example.com',
  username: 'ana',
  displayName: 'Ana',
  avatarUrl: null,
  roles: [],
  abilities: { admin: false },
  plan: 'free',
} as unknown as Me;

const NONE: PlanState = {
  active: false,
  status: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  pastDue: false,
  refundable: false,
};

/** A plan's state: active and renewing on 2026-03-15 unless overridden. */
export const planState = (overrides: Partial<PlanState> = {}): PlanState => ({
  active: true,
  status: 'active',
  currentPeriodEnd: '2026-03-15T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  pastDue: false,
  refundable: false,
  ...overrides,
});

export function statusOf({
  premium = NONE,
  qa = NONE,
  provider = 'sandbox',
}: {
  premium?: PlanState;
  qa?: PlanState;
  provider?: 'stripe' | 'sandbox';
} = {}): SubscriptionStatusResponse {
  return {
    subscribed: premium.active,
    plan: premium.active ? 'premium' : 'free',
    premium,
    qa,
    provider,
  };
}

export const FREE = statusOf();

/** Renders `element` at `path` (with the toaster) for a member, or a visitor when `user` is null. */
export function renderWith(
  element: ReactNode,
  { path = '/', user = MEMBER }: { path?: string; user?: Me | null } = {},
) {
  vi.spyOn(authApi, 'session').mockResolvedValue({ user });
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  client.setQueryData(sessionKey, user);
  const router = createMemoryRouter(
    [
      { path: '*', element },
      { path: '/auth', element: <p>connexion</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster theme="light" />
    </QueryClientProvider>,
  );
  return { router, client, view };
}

/** A stand-in for the browser WebSocket: the test pushes what the server would send. */
export class FakeSocket {
  static OPEN = 1;
  static instances: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(public url: string) {
    FakeSocket.instances.push(this);
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  push(event: object) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}
