import type { AdConfig } from '@domain/api/ads';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/test/json-response';
import { adConfigKeys, useAdConfig } from './ad-config';
import { createQueryClient } from './query-client';
import { sessionKey } from './use-session';

const VISITOR: AdConfig = { show: true, network: null };
const PREMIUM: AdConfig = { show: false, network: null };

/** A server whose answers the test releases one by one: the session's, and each /api/ads. */
function server() {
  const pending: Record<'session' | 'ads', ((body: unknown) => void)[]> = { session: [], ads: [] };
  const fetch = vi.fn(
    (input: RequestInfo | URL) =>
      new Promise<Response>((resolve) => {
        const kind = String(input).endsWith('/api/ads') ? 'ads' : 'session';
        pending[kind].push((body) => resolve(json(body)));
      }),
  );
  vi.stubGlobal('fetch', fetch);
  const ads = () => fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/ads')).length;
  return { pending, ads };
}

function Slot({ seen }: { seen: (AdConfig | undefined)[] }) {
  seen.push(useAdConfig().data);
  return null;
}

afterEach(() => vi.unstubAllGlobals());

describe('useAdConfig', () => {
  it('is asked beside the session, and that one answer serves once the session is known', async () => {
    const { pending, ads } = server();
    const client = createQueryClient();
    const seen: (AdConfig | undefined)[] = [];
    render(
      <QueryClientProvider client={client}>
        <Slot seen={seen} />
      </QueryClientProvider>,
    );
    // Both requests leave before either answers.
    await waitFor(() => expect(ads()).toBe(1));
    expect(pending.session).toHaveLength(1);
    await act(async () => pending.session[0]!({ user: null }));
    await act(async () => pending.ads[0]!(VISITOR));
    await waitFor(() => expect(client.getQueryData(adConfigKeys.of(null))).toEqual(VISITOR));
    expect(seen.at(-1)).toEqual(VISITOR);
    // Taken over, not asked again; the early answer is gone (a later visitor may be someone else).
    expect(ads()).toBe(1);
    expect(client.getQueryState(adConfigKeys.beforeSession)).toBeUndefined();

    // A component mounted now (the home's slot, under content already shown) has it at once.
    const late: (AdConfig | undefined)[] = [];
    render(
      <QueryClientProvider client={client}>
        <Slot seen={late} />
      </QueryClientProvider>,
    );
    expect(late[0]).toEqual(VISITOR);

    // Signing in as a Premium member: nothing (no ad) until their own answer, which is asked for.
    act(() => client.setQueryData(sessionKey, { id: 'u1' }));
    await waitFor(() => expect(ads()).toBe(2));
    expect(seen.at(-1)).toBeUndefined();
    await act(async () => pending.ads[1]!(PREMIUM));
    await waitFor(() => expect(seen.at(-1)).toEqual(PREMIUM));
  });
});
