import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { discoveryKeys } from '@/features/videos/discovery-api';
import { videoKeys } from '@/features/videos/videos-api';
import i18n from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider } from '@/lib/theme';
import { sessionKey } from '@/lib/use-session';
import { createTestRouter } from '../router';

function renderAt(path: string) {
  const router = createTestRouter(path);
  const queryClient = createQueryClient();
  // A visitor: the session is known to be empty, so the header renders its signed-out state.
  queryClient.setQueryData(sessionKey, null);
  // An empty catalogue, so the home page does not call a server that is not there.
  queryClient.setQueryData(videoKeys.feed, {
    pages: [{ items: [], nextCursor: null }],
    pageParams: [undefined],
  });
  queryClient.setQueryData(discoveryKeys.home, {
    hero: null,
    trending: [],
    themes: [],
    latest: { items: [], nextCursor: null },
    demoPreparing: false,
  });
  render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return router;
}

describe('shell', () => {
  it('shows the signed-out header, the bêta badge and the footer links', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderAt('/');
    // Two sign-in links, one per width (CSS shows one): both go to /auth.
    const signIn = await screen.findAllByRole('link', { name: 'Se connecter' });
    expect(signIn.map((a) => (a as HTMLAnchorElement).pathname)).toEqual(['/auth', '/auth']);
    expect(screen.getByRole('link', { name: "S'inscrire" })).toHaveProperty('search', '?tab=signup');
    screen.getByText('bêta');
    expect(screen.getByRole('link', { name: 'Règles et conditions' }).getAttribute('href')).toBe(
      '/conditions-generales-utilisation',
    );
    screen.getByText(new RegExp(`© ${new Date().getFullYear()}`));
  });

  it('submits the search only when something is typed', async () => {
    const router = renderAt('/');
    const box = await screen.findByRole('combobox');
    await userEvent.type(box, '   {enter}');
    expect(router.state.location.pathname).toBe('/');
    await userEvent.type(box, 'cuisine{enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=cuisine'));
    expect(router.state.location.pathname).toBe('/search');
  });

  it('hides the search on the settings page', async () => {
    renderAt('/settings');
    await screen.findByRole('heading', { name: 'Paramètres' });
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows the not-found page for unknown routes', async () => {
    renderAt('/definitely/not/here');
    await screen.findByText('Oups ! Page introuvable');
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
  });

  it('switches language and theme from the settings page', async () => {
    renderAt('/settings');
    await userEvent.click(await screen.findByRole('radio', { name: 'English' }));
    await screen.findByRole('heading', { name: 'Settings' });
    expect(localStorage.getItem('kinora.language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('kinora.theme')).toBe('dark');
    await userEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(localStorage.getItem('kinora.theme')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Use the browser language' }));
    expect(localStorage.getItem('kinora.language')).toBeNull();
    await act(() => i18n.changeLanguage('fr'));
  });
});
