import { act, screen, waitFor } from '@testing-library/react';
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
    await waitFor(() => expect(premiumLink()).toBeTruthy());
  });

  it('is hidden for subscribers', async () => {
    const status = vi.spyOn(billingApi, 'status').mockResolvedValue(statusOf({ premium: planState() }));
    renderWith(<ThemedHeader />);
    await waitFor(() => expect(status).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(premiumLink()).toBeNull();
  });
});
