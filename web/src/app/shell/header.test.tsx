import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { billingApi } from '@/features/billing/billing-api';
import { FakeSocket, FREE, planState, renderWith, statusOf } from '@/features/billing/billing-test-utils';
import { notificationsApi } from '@/features/notifications/notifications-api';
import i18n from '@/i18n';
import { ThemeProvider } from '@/lib/theme';
import { Header } from './header';

function ThemedHeader() {
  return (
    <ThemeProvider>
      <Header />
    </ThemeProvider>
  );
}

const premiumLink = () => screen.queryByRole('link', { name: 'Premium' });

describe('header Premium button', () => {
  beforeEach(async () => {
    sessionStorage.clear();
    vi.stubGlobal('WebSocket', FakeSocket);
    // What else the header reads (viewer profiles…) is not this test's subject: nothing found.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    vi.spyOn(notificationsApi, 'unreadCount').mockResolvedValue({ unreadCount: 0 });
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is shown to visitors', async () => {
    renderWith(<ThemedHeader />, { user: null });
    expect(premiumLink()?.getAttribute('href')).toBe('/pricing');
  });

  it('is shown to members who are not subscribed, once that is known', async () => {
    let answer!: (s: typeof FREE) => void;
    vi.spyOn(billingApi, 'status').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWith(<ThemedHeader />);
    expect(premiumLink()).toBeNull();
    await act(async () => answer(FREE));
    await waitFor(() => expect(premiumLink()?.getAttribute('href')).toBe('/pricing'));
  });

  it('is hidden for subscribers', async () => {
    const status = vi.spyOn(billingApi, 'status').mockResolvedValue(statusOf({ premium: planState() }));
    renderWith(<ThemedHeader />);
    await waitFor(() => expect(status).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(premiumLink()).toBeNull();
  });
});

describe('header on a phone (issue 25)', () => {
  beforeEach(async () => {
    sessionStorage.clear();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    vi.spyOn(notificationsApi, 'unreadCount').mockResolvedValue({ unreadCount: 0 });
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const menuButton = () => screen.getByRole('button', { name: 'Menu' });

  it("gives visitors News, Premium and sign-up in the menu, beside the bar's sign-in", async () => {
    const { router } = renderWith(<ThemedHeader />, { user: null });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(menuButton());
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Actualités' }).getAttribute('href')).toBe('/news');
    expect(within(menu).getByRole('link', { name: 'Premium' }).getAttribute('href')).toBe('/pricing');
    expect(within(menu).getByRole('link', { name: "S'inscrire" }).getAttribute('href')).toBe(
      '/auth?tab=signup',
    );
    expect(screen.getByRole('button', { name: 'Fermer le menu' }).getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(within(menu).getByRole('link', { name: 'Actualités' }));
    expect(router.state.location.pathname).toBe('/news');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
  });

  it('keeps the Kinora wordmark for members, with News in the menu', async () => {
    vi.spyOn(billingApi, 'status').mockResolvedValue(FREE);
    renderWith(<ThemedHeader />);
    expect(screen.getByText('Kinora').className).not.toContain('sr-only');
    await userEvent.click(menuButton());
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Actualités' }).getAttribute('href')).toBe('/news');
    expect(within(menu).queryByRole('link', { name: "S'inscrire" })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
  });

  it('speaks the interface language', async () => {
    await act(() => i18n.changeLanguage('de'));
    renderWith(<ThemedHeader />, { user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Menü' }));
    const menu = await screen.findByRole('navigation', { name: 'Menü' });
    expect(within(menu).getByRole('link', { name: 'Registrieren' }).getAttribute('href')).toBe(
      '/auth?tab=signup',
    );
  });
});
