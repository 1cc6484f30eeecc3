import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { billingApi } from './billing-api';
import { FakeSocket, FREE, MEMBER, planState, renderWith, statusOf } from './billing-test-utils';
import { writeCachedStatus } from './subscription-cache';
import { useSubscriptionStatus } from './use-subscription-status';

const PREMIUM = statusOf({ premium: planState() });
/** The session of a member the server holds as Premium. */
const PREMIUM_MEMBER = { ...MEMBER, plan: 'premium' as const };

function Probe() {
  const { subscribed } = useSubscriptionStatus();
  return <p data-testid="subscribed">{String(subscribed)}</p>;
}
const shown = () => screen.getByTestId('subscribed').textContent;

describe('useSubscriptionStatus', () => {
  beforeEach(() => {
    sessionStorage.clear();
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is false for a visitor, without asking the server', async () => {
    const status = vi.spyOn(billingApi, 'status');
    renderWith(<Probe />, { user: null });
    expect(shown()).toBe('false');
    expect(status).not.toHaveBeenCalled();
  });

  it('is unknown (null), then the server answer, cached 30 s in session storage for that member', async () => {
    let answer!: (s: typeof PREMIUM) => void;
    vi.spyOn(billingApi, 'status').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWith(<Probe />);
    expect(shown()).toBe('null');
    await act(async () => answer(PREMIUM));
    await waitFor(() => expect(shown()).toBe('true'));
    const cached = JSON.parse(sessionStorage.getItem('kinora.subscription.u1') ?? 'null');
    expect(cached.status).toEqual(PREMIUM);
    expect(Date.now() - cached.at).toBeLessThan(5_000);
  });

  it('answers from a fresh cache without a request, and asks again once it is 30 s old', async () => {
    const status = vi.spyOn(billingApi, 'status').mockResolvedValue(FREE);
    writeCachedStatus('u1', PREMIUM, Date.now() - 10_000);
    const first = renderWith(<Probe />, { user: PREMIUM_MEMBER });
    expect(shown()).toBe('true');
    await new Promise((r) => setTimeout(r, 50));
    expect(status).not.toHaveBeenCalled();
    first.view.unmount();

    writeCachedStatus('u1', PREMIUM, Date.now() - 31_000);
    renderWith(<Probe />, { user: PREMIUM_MEMBER });
    expect(shown()).toBe('null');
    await waitFor(() => expect(shown()).toBe('false'));
    expect(status).toHaveBeenCalledTimes(1);
  });

  it('asks again when the session contradicts a fresh cache (the plan changed in another tab)', async () => {
    const status = vi.spyOn(billingApi, 'status').mockResolvedValue(FREE);
    // Cached as Premium 5 s ago; Premium ended since, and the event was lost with the page it reached.
    writeCachedStatus('u1', PREMIUM, Date.now() - 5_000);
    renderWith(<Probe />, { user: MEMBER });
    expect(shown()).toBe('null');
    await waitFor(() => expect(shown()).toBe('false'));
    expect(status).toHaveBeenCalledTimes(1);
  });

  it("never shows another member's cached status", async () => {
    const status = vi.spyOn(billingApi, 'status').mockResolvedValue(FREE);
    writeCachedStatus('u2', PREMIUM);
    renderWith(<Probe />);
    expect(shown()).toBe('null');
    await waitFor(() => expect(shown()).toBe('false'));
    expect(status).toHaveBeenCalledTimes(1);
  });

  it('treats a failed check as not subscribed and drops the cache', async () => {
    vi.spyOn(billingApi, 'status').mockRejectedValue(new ApiError(500, 'internal_error', 'boom'));
    writeCachedStatus('u1', PREMIUM, Date.now() - 31_000);
    renderWith(<Probe />);
    await waitFor(() => expect(shown()).toBe('false'));
    expect(sessionStorage.getItem('kinora.subscription.u1')).toBeNull();
  });

  it('ignores the cached value when the URL has qa-success=true', async () => {
    const status = vi.spyOn(billingApi, 'status').mockResolvedValue(FREE);
    writeCachedStatus('u1', PREMIUM);
    renderWith(<Probe />, { path: '/profile?qa-success=true' });
    expect(shown()).toBe('null');
    await waitFor(() => expect(shown()).toBe('false'));
    expect(status).toHaveBeenCalled();
  });

  it('asks again when the tab becomes visible and when the server says the plans changed', async () => {
    const status = vi.spyOn(billingApi, 'status').mockResolvedValueOnce(FREE).mockResolvedValueOnce(PREMIUM);
    renderWith(<Probe />);
    await waitFor(() => expect(shown()).toBe('false'));

    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(shown()).toBe('true'));
    expect(status).toHaveBeenCalledTimes(2);

    status.mockResolvedValueOnce(FREE);
    act(() => FakeSocket.instances[0]!.push({ type: 'subscription.changed' }));
    await waitFor(() => expect(shown()).toBe('false'));
    expect(status).toHaveBeenCalledTimes(3);
  });

  it('polls every 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const status = vi.spyOn(billingApi, 'status').mockResolvedValue(FREE);
    renderWith(<Probe />);
    await waitFor(() => expect(status).toHaveBeenCalledTimes(1));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(status).toHaveBeenCalledTimes(2));
  });
});
