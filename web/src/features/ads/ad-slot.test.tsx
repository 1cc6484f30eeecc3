import type { AdConfig } from '@domain/api/ads';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { adConfigKeys } from '@/lib/ad-config';
import { publishConsentGrants } from '@/lib/consent-grants';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import { AdSlot } from './ad-slot';

const NETWORK: AdConfig = {
  show: true,
  network: {
    publisherId: 'ca-pub-1234567890123456',
    scriptUrl:
      'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456',
    slots: { homeFeed: '1111111111', watch: null },
  },
};

function renderSlot(config: AdConfig, placement: 'homeFeed' | 'watch' = 'homeFeed') {
  const client = createQueryClient();
  client.setQueryData(sessionKey, null);
  client.setQueryData(adConfigKeys.of(null), config);
  const router = createMemoryRouter([{ path: '/', element: <AdSlot placement={placement} /> }]);
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('AdSlot', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
    window.adsbygoogle = undefined;
  });
  afterEach(() => publishConsentGrants([]));

  it('shows nothing at all to Premium members', () => {
    const { container } = renderSlot({ show: false, network: null });
    expect(container.innerHTML).toBe('');
  });

  it('shows the house ad for Premium when no network is configured', () => {
    publishConsentGrants(['marketing']);
    renderSlot({ show: true, network: null });
    const slot = screen.getByRole('region', { name: 'Publicité' });
    expect(slot.textContent).toContain('Kinora, sans publicité');
    expect(slot.textContent).toMatch(/2,99\s€ \/ mois/);
    expect(screen.getByRole('link', { name: 'Découvrir Premium' }).getAttribute('href')).toBe('/pricing');
    expect(slot.querySelector('ins')).toBeNull();
  });

  it('shows the house ad, not the network, without marketing consent', () => {
    publishConsentGrants(['functional', 'analytics']);
    renderSlot(NETWORK);
    screen.getByTestId('house-ad');
    expect(document.querySelector('ins.adsbygoogle')).toBeNull();
    expect(window.adsbygoogle).toBeUndefined();
  });

  it("fills the slot with the network's unit once marketing is granted, and requests one ad", () => {
    renderSlot(NETWORK);
    screen.getByTestId('house-ad');
    act(() => publishConsentGrants(['marketing']));
    const unit = document.querySelector('ins.adsbygoogle') as HTMLElement;
    expect(unit.dataset).toMatchObject({ adClient: 'ca-pub-1234567890123456', adSlot: '1111111111' });
    expect(window.adsbygoogle).toEqual([{}]);
    expect(screen.queryByTestId('house-ad')).toBeNull();
    // Withdrawn: back to the house ad.
    act(() => publishConsentGrants([]));
    expect(document.querySelector('ins.adsbygoogle')).toBeNull();
    screen.getByTestId('house-ad');
  });

  it('keeps the house ad where the network has no unit for the placement', () => {
    publishConsentGrants(['marketing']);
    renderSlot(NETWORK, 'watch');
    screen.getByTestId('house-ad');
    expect(document.querySelector('ins.adsbygoogle')).toBeNull();
  });
});
