import { policyForCountry, rejectNonEssential } from '@domain/consent';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentProvider } from '@/features/consent/consent-provider';
import { CookieConsent } from '@/features/consent/cookie-banner';
import i18n from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import { Footer } from './footer';

function renderShellEnd() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const body = String(input).startsWith('/api/consent/policy')
      ? {
          country: 'FR',
          source: 'header',
          policy: policyForCountry('FR'),
          version: '2024-12-01',
          scripts: {},
        }
      : {};
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  const client = createQueryClient();
  client.setQueryData(sessionKey, null);
  const page = (
    <>
      <main>
        <p>Le début de la description</p>
      </main>
      <Footer />
      <CookieConsent />
    </>
  );
  const router = createMemoryRouter([{ path: '/', element: page }]);
  render(
    <QueryClientProvider client={client}>
      <ConsentProvider>
        <RouterProvider router={router} />
      </ConsentProvider>
    </QueryClientProvider>,
  );
}

describe('the way back to cookie choices (issue 25: the floating button covered content)', () => {
  beforeEach(async () => {
    localStorage.clear();
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('is in the footer once a choice is made, never fixed over the page', async () => {
    const record = rejectNonEssential(policyForCountry('FR'), new Date());
    localStorage.setItem('kinora.consent', JSON.stringify(record));
    renderShellEnd();
    const manage = await screen.findByRole('button', { name: 'Gérer les cookies' });
    expect(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Gérer les cookies' })).toBe(
      manage,
    );
    for (let node: HTMLElement | null = manage; node; node = node.parentElement)
      expect(node.className).not.toMatch(/\bfixed\b/);
  });

  it('is not shown while the banner asks', async () => {
    renderShellEnd();
    await screen.findByRole('region', { name: 'Vos choix de cookies' });
    expect(
      within(screen.getByRole('contentinfo')).queryByRole('button', { name: 'Gérer les cookies' }),
    ).toBeNull();
  });
});
