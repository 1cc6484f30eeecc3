import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderForCreator, summaryOf } from '@/features/earnings/earnings-test-utils';
import i18n from '@/i18n';
import { FakeSocket } from '@/test/fake-socket';
import DashboardPage from './dashboard';

vi.mock('@/features/earnings/daily-chart', () => ({ default: () => <div data-testid="daily-chart" /> }));

describe('dashboard page', () => {
  beforeEach(async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("shows the creator's earnings with the stats, channels and videos (spec §2)", async () => {
    fakeServer({
      'GET /api/me/dashboard': { stats: { videos: 1, views: 10, likes: 2, subscribers: 3 }, channels: [] },
      'GET /api/me/videos?sort=created&order=desc&page=1&pageSize=20': { items: [], total: 0 },
      'GET /api/earnings': summaryOf({ pendingCents: 2 }),
    });
    renderForCreator(<DashboardPage />);
    const earnings = await screen.findByRole('region', { name: 'Revenus' });
    expect((await within(earnings).findByTestId('earnings-pending')).textContent).toBe('0,02\u00a0€');
    within(earnings).getByRole('heading', { name: 'Compte de paiement' });
    within(earnings).getByRole('heading', { name: 'Barème de rémunération' });
    screen.getByRole('heading', { name: 'Mes chaînes' });
    screen.getByRole('heading', { name: 'Toutes mes vidéos' });
  });
});
