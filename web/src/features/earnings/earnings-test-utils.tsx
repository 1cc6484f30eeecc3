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
import { json } from '@/test/json-response';
import type { EarningsSummary, Withdrawal } from './earnings-api';

export const CREATOR = {
  id: 'u1',
  email: 'ana@example.com',
  username: 'ana',
  displayName: 'Ana',
  avatarUrl: null,
  roles: [],
  abilities: { admin: false },
  plan: 'free',
} as unknown as Me;

export const summaryOf = (overrides: Partial<EarningsSummary> = {}): EarningsSummary => ({
  totalCents: 1234,
  thisMonthCents: 234,
  pendingCents: 2,
  withdrawableCents: 120,
  inFlightCents: 0,
  lastPayment: null,
  account: {
    state: 'connected',
    provider: 'sandbox',
    requirementsDue: [],
    deadline: null,
    disabledReason: null,
  },
  autoPayout: false,
  blocker: null,
  minimumWithdrawalCents: 50,
  withheldCents: 0,
  // 2026-11-28 00:00 in Paris.
  nextSettlementAt: '2026-11-27T23:00:00.000Z',
  ...overrides,
});

export const withdrawalOf = (overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  id: 'w1',
  amountCents: 120,
  status: 'requested',
  requestedAt: '2026-11-20T09:30:00.000Z',
  paidAt: null,
  automatic: false,
  failureCode: null,
  failureMessage: null,
  waitingForFunds: false,
  ...overrides,
});

type Answer = unknown | (() => Response | Promise<Response>);

/**
 * Stands in for the server: `routes` maps 'METHOD /path' (with its query) to a JSON body or to a
 * function answering the request. What is not listed answers an empty page or 404.
 */
export function fakeServer(routes: Record<string, Answer>) {
  const calls: { method: string; path: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://kinora.test');
    const method = init?.method ?? 'GET';
    const path = url.pathname + url.search;
    calls.push({
      method,
      path,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    const answer = routes[`${method} ${path}`];
    if (typeof answer === 'function') return (answer as () => Response | Promise<Response>)();
    if (answer !== undefined) return json(answer);
    if (path.startsWith('/api/earnings/videos') || path.startsWith('/api/earnings/withdrawals'))
      return json({ items: [], nextCursor: null });
    if (path.startsWith('/api/earnings/daily')) return json({ days: [] });
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** An answer held until the test lets it go (a request in flight). */
export function held() {
  let release: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer: () => promise, release };
}

export const apiError = (status: number, code: string, message: string) => () =>
  json({ error: { code, message } }, status);

/** Renders `element` for the signed-in creator, with the toaster. */
export function renderForCreator(element: ReactNode, user: Me | null = CREATOR) {
  vi.spyOn(authApi, 'session').mockResolvedValue({ user });
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  client.setQueryData(sessionKey, user);
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/dashboard'] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster theme="light" />
    </QueryClientProvider>,
  );
  return { client, view };
}
