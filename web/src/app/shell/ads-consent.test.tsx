import type { AdConfig } from '@domain/api/ads';
import { acceptAll, policyForCountry, rejectNonEssential } from '@domain/consent';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdSlot } from '@/features/ads/ad-slot';
import { ConsentProvider } from '@/features/consent/consent-provider';
import i18n from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';

const SCRIPT =
  'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456';
const NETWORK: AdConfig = {
  show: true,
  network: {
    publisherId: 'ca-pub-1234567890123456',
    scriptUrl: SCRIPT,
    slots: { homeFeed: '1111111111', watch: null },
  },
};

/** The shell's composition: the consent provider around a page with an ad slot, on a stubbed API. */
function renderWithConsent(ads: AdConfig) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const body = url.startsWith('/api/ads')
      ? ads
      : url.startsWith('/api/consent/policy')
        ? {
            country: 'FR',
            source: 'header',
            policy: policyForCountry('FR'),
            version: '2024-12-01',
            scripts: { analytics: null, marketing: 'https://tags.example.net/m.js' },
          }
        : {};
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  const client = createQueryClient();
  client.setQueryData(sessionKey, null);
  const router = createMemoryRouter([{ path: '/', element: <AdSlot placement="homeFeed" /> }]);
  render(
    <QueryClientProvider client={client}>
      <ConsentProvider>
        <RouterProvider router={router} />
      </ConsentProvider>
    </QueryClientProvider>,
  );
}

const marketingScript = () =>
  document.head.querySelector<HTMLScriptElement>('script[data-consent="marketing"]');
const store = (record: unknown) => localStorage.setItem('kinora.consent', JSON.stringify(record));

describe('ads through the consent loader', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
    window.adsbygoogle = undefined;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    marketingScript()?.remove();
  });

  it("loads the ad network's script as the marketing script, with consent, and fills the unit", async () => {
    store(acceptAll(policyForCountry('FR'), new Date()));
    renderWithConsent(NETWORK);
    await waitFor(() => expect(marketingScript()?.src).toBe(SCRIPT));
    expect(document.head.querySelectorAll('script[data-consent="marketing"]')).toHaveLength(1);
    const unit = await waitFor(() => {
      const el = document.querySelector('ins.adsbygoogle');
      if (!el) throw new Error('no unit yet');
      return el as HTMLElement;
    });
    expect(unit.dataset.adSlot).toBe('1111111111');
    expect(window.adsbygoogle).toEqual([{}]);
  });

  it('loads no script and shows the house ad without marketing consent', async () => {
    store(rejectNonEssential(policyForCountry('FR'), new Date()));
    renderWithConsent(NETWORK);
    await screen.findByTestId('house-ad');
    expect(marketingScript()).toBeNull();
    expect(document.querySelector('ins.adsbygoogle')).toBeNull();
  });

  it("keeps the operator's marketing script when no network is configured", async () => {
    store(acceptAll(policyForCountry('FR'), new Date()));
    renderWithConsent({ show: true, network: null });
    await screen.findByTestId('house-ad');
    await waitFor(() => expect(marketingScript()?.src).toBe('https://tags.example.net/m.js'));
  });
});
