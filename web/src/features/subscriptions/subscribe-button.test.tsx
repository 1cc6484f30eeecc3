import type { Me } from '@domain/api/accounts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { authApi } from '@/lib/auth-api';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import { SubscribeButton } from './subscribe-button';
import { type SubscriptionState, subscriptionsApi } from './subscriptions-api';

const MEMBER = { id: 'u1', email: 'ana@example.com', username: 'ana' } as Me;
const CHANNEL = '11111111-1111-4111-8111-111111111111';

function renderButton(opts: {
  user: Me | null;
  isOwner?: boolean;
  onChange?: (s: SubscriptionState) => void;
}) {
  vi.spyOn(authApi, 'session').mockResolvedValue({ user: opts.user });
  const client = createQueryClient();
  client.setQueryData(sessionKey, opts.user);
  const router = createMemoryRouter(
    [
      {
        path: '/channel/:id',
        element: (
          <SubscribeButton channelId={CHANNEL} isOwner={opts.isOwner ?? false} onChange={opts.onChange} />
        ),
      },
      { path: '/auth', element: <p>page de connexion</p> },
    ],
    { initialEntries: [`/channel/${CHANNEL}`] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster theme="light" />
    </QueryClientProvider>,
  );
  return { router };
}

const toggleButton = (name: RegExp | string) => screen.findByRole('button', { name });

/** A promise the test settles when it wants (the request "in flight"). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SubscribeButton', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
    vi.spyOn(subscriptionsApi, 'state').mockResolvedValue({ subscribed: false, subscriberCount: 3 });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('tells a visitor that subscribing needs an account, and offers to sign in', async () => {
    const set = vi.spyOn(subscriptionsApi, 'set');
    const { router } = renderButton({ user: null });
    await screen.findByText('3 abonnés');
    await userEvent.click(await toggleButton("S'abonner"));
    await screen.findByText('Connectez-vous pour vous abonner à cette chaîne.');
    expect(set).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: "S'abonner" }).getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('subscribes and unsubscribes a member, the count following', async () => {
    const set = vi
      .spyOn(subscriptionsApi, 'set')
      .mockResolvedValueOnce({ subscribed: true, subscriberCount: 4 })
      .mockResolvedValueOnce({ subscribed: false, subscriberCount: 3 });
    const onChange = vi.fn();
    renderButton({ user: MEMBER, onChange });
    await userEvent.click(await toggleButton("S'abonner"));
    const pressed = await toggleButton('Abonné');
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    await screen.findByText('4 abonnés');
    expect(set).toHaveBeenLastCalledWith(CHANNEL, true);
    expect(onChange).toHaveBeenLastCalledWith({ subscribed: true, subscriberCount: 4 });

    await waitFor(() => expect(pressed.hasAttribute('disabled')).toBe(false));
    await userEvent.click(pressed);
    expect((await toggleButton("S'abonner")).getAttribute('aria-pressed')).toBe('false');
    await screen.findByText('3 abonnés');
    expect(set).toHaveBeenLastCalledWith(CHANNEL, false);
  });

  it('shows the change at once, and takes it back with the toggle-error toast when it fails', async () => {
    const request = deferred<SubscriptionState>();
    vi.spyOn(subscriptionsApi, 'set').mockReturnValue(request.promise);
    const onChange = vi.fn();
    renderButton({ user: MEMBER, onChange });
    await userEvent.click(await toggleButton("S'abonner"));
    // Optimistic: before the server answers.
    expect((await toggleButton('Abonné')).getAttribute('aria-pressed')).toBe('true');
    screen.getByText('4 abonnés');
    expect(onChange).toHaveBeenLastCalledWith({ subscribed: true, subscriberCount: 4 });

    await act(async () => request.reject(new ApiError(500, 'internal_error', 'boom')));
    await screen.findByText("Impossible de modifier l'abonnement. Veuillez réessayer.");
    expect((await toggleButton("S'abonner")).getAttribute('aria-pressed')).toBe('false');
    screen.getByText('3 abonnés');
    expect(onChange).toHaveBeenLastCalledWith({ subscribed: false, subscriberCount: 3 });
  });

  it('is not shown to the owner of the channel', async () => {
    renderButton({ user: MEMBER, isOwner: true });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(subscriptionsApi.state).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: "S'abonner" })).toBeNull();
    expect(screen.queryByText('3 abonnés')).toBeNull();
  });
});
