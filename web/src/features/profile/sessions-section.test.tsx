import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { authApi, type SessionInfo } from '@/lib/auth-api';
import { createQueryClient } from '@/lib/query-client';
import { SessionsSection } from './sessions-section';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1';
const SAMSUNG_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36';

const session = (id: string, userAgent: string | null, updatedAt: string): SessionInfo => ({
  id,
  token: `token-${id}`,
  createdAt: '2025-03-01T08:00:00.000Z',
  updatedAt,
  expiresAt: '2025-04-01T08:00:00.000Z',
  ipAddress: '203.0.113.7',
  userAgent,
});

function renderSessions(props: { currentSessionToken?: string } = {}) {
  vi.spyOn(authApi, 'listSessions').mockResolvedValue([
    session('a', CHROME_WINDOWS, '2025-03-03T10:00:00.000Z'),
    session('b', SAFARI_IPHONE, '2025-03-02T10:00:00.000Z'),
    session('c', SAMSUNG_ANDROID, '2025-03-01T10:00:00.000Z'),
    session('d', 'curl/8.5.0', '2025-02-28T10:00:00.000Z'),
    session('e', null, '2025-02-27T10:00:00.000Z'),
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionsSection {...props} />
    </QueryClientProvider>,
  );
}

const rows = async () => within(await screen.findByTestId('sessions')).findAllByRole('listitem');

describe('sessions section', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('names each session by its browser and system, not by its raw user agent', async () => {
    renderSessions();
    const labels = (await rows()).map((row) => row.querySelector('p')?.textContent);
    expect(labels).toEqual([
      'Chrome sur Windows',
      'Safari sur iPhone',
      'Samsung Internet sur Android',
      'Navigateur inconnu',
      'Navigateur inconnu',
    ]);
    expect(screen.queryByText(CHROME_WINDOWS)).toBeNull();
    // The exact string is still there on hover.
    expect(screen.getByText('Chrome sur Windows').getAttribute('title')).toBe(CHROME_WINDOWS);
  });

  it('marks the current session', async () => {
    renderSessions({ currentSessionToken: 'token-b' });
    const [first, second] = await rows();
    within(second!).getByText('Cet appareil');
    expect(within(first!).queryByText('Cet appareil')).toBeNull();
  });

  it('speaks the member language', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderSessions();
    await screen.findByText('Chrome on Windows');
    expect(screen.getAllByText('Unknown browser')).toHaveLength(2);
    await act(() => i18n.changeLanguage('hi'));
    await screen.findByText('iPhone पर Safari');
  });
});
