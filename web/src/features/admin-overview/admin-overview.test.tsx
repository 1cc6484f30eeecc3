import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DailyChartProps } from '@/components/daily-chart';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { AdminOverview } from './admin-overview';
import { type Overview, overviewApi } from './overview-api';

const chart = vi.hoisted(() => ({ loaded: 0, props: [] as DailyChartProps[] }));
// Counts when the chart module (and so uPlot) is fetched; jsdom has no canvas for uPlot itself.
vi.mock('@/components/daily-chart', () => {
  chart.loaded++;
  return {
    default: (props: DailyChartProps) => {
      chart.props.push(props);
      return <div data-testid="daily-chart">{props.name}</div>;
    },
  };
});

function overviewOf(days: 30 | 90): Overview {
  const series = (n: number) => Array.from({ length: days }, (_, i) => (i === days - 1 ? n : 0));
  return {
    days,
    from: days === 30 ? '2026-10-29' : '2026-08-30',
    today: '2026-11-27',
    generatedAt: '2026-11-27T10:00:00.000Z',
    tiles: [
      { key: 'members.total', value: 12345, unit: 'count' },
      { key: 'members.new', value: days === 30 ? 3 : 40, unit: 'count' },
      { key: 'videos.storageBytes', value: 7_500_000_000, unit: 'bytes' },
      { key: 'revenue.net', value: 598, unit: 'cents' },
      { key: 'payouts.failed', value: 1, unit: 'count' },
      { key: 'jobs.failed24h', value: 2, unit: 'count' },
    ],
    series: [
      { key: 'members.new', unit: 'count', values: series(3) },
      { key: 'revenue.net', unit: 'cents', values: series(598) },
    ],
    queues: [{ name: 'videos.transcode', queued: 4, failed24h: 2 }],
  };
}

function renderOverview() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminOverview />
    </QueryClientProvider>,
  );
}

describe('admin overview', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
    chart.props = [];
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the figures formatted for the language, only those the server sends', async () => {
    vi.spyOn(overviewApi, 'figures').mockImplementation(async (days) => overviewOf(days as 30 | 90));
    renderOverview();
    const members = await screen.findByRole('region', { name: 'Membres' });
    // French groups thousands with a narrow no-break space, and writes euros after the amount.
    expect(within(members).getByTestId('tile-members.total').textContent).toBe('12\u202f345');
    within(members).getByText('Nouveaux membres (30 j)');
    expect(screen.getByTestId('tile-revenue.net').textContent).toBe('5,98\u00a0€');
    expect(screen.getByTestId('tile-videos.storageBytes').textContent).toBe('7,5\u202fGo');
    // Moderation sends no figure yet: no group, no made-up number.
    expect(screen.queryByRole('region', { name: 'Modération' })).toBeNull();
    const queues = screen.getByRole('table', { name: 'Files les plus chargées' });
    within(queues).getByRole('rowheader', { name: 'videos.transcode' });

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('tile-members.total').textContent).toBe('12,345');
    expect(screen.getByTestId('tile-revenue.net').textContent).toBe('€5.98');
    expect(screen.getByTestId('tile-videos.storageBytes').textContent).toBe('7.5 GB');
  });

  it('shows moderation’s figures once it sends them, the oldest report’s age in days or hours', async () => {
    const withReports = (age: number): Overview => {
      const o = overviewOf(30);
      o.tiles.push(
        { key: 'reports.open', value: 4, unit: 'count' },
        { key: 'reports.oldestAgeS', value: age, unit: 'seconds' },
      );
      return o;
    };
    vi.spyOn(overviewApi, 'figures').mockResolvedValue(withReports(3 * 86_400 + 7200));
    renderOverview();
    const moderation = await screen.findByRole('region', { name: 'Modération' });
    expect(within(moderation).getByTestId('tile-reports.open').textContent).toBe('4');
    expect(within(moderation).getByTestId('tile-reports.oldestAgeS').textContent).toBe('3\u202fj');
    within(moderation).getByText('Attente du plus ancien');
  });

  it('draws one chart per series, lazily, with a table of the same figures for screen readers', async () => {
    vi.spyOn(overviewApi, 'figures').mockImplementation(async (days) => overviewOf(days as 30 | 90));
    renderOverview();
    await waitFor(() => expect(screen.getAllByTestId('daily-chart')).toHaveLength(2));
    expect(chart.loaded).toBe(1);
    expect(chart.props.at(-1)).toMatchObject({ name: 'Revenu net' });
    expect(chart.props.at(-1)!.labels).toHaveLength(30);
    const table = screen.getByRole('table', { name: 'Chiffres par jour sur 30 jours' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows.at(-1)!.textContent).toBe('27 nov.35,98\u00a0€');
    const violations = (
      await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
    ).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it('switches to 90 days', async () => {
    const figures = vi
      .spyOn(overviewApi, 'figures')
      .mockImplementation(async (days) => overviewOf(days as 30 | 90));
    renderOverview();
    await screen.findByText('Nouveaux membres (30 j)');
    await userEvent.click(screen.getByRole('button', { name: '90 jours' }));
    await screen.findByText('Nouveaux membres (90 j)');
    expect(screen.getByTestId('tile-members.new').textContent).toBe('40');
    expect(figures.mock.calls.map(([d]) => d)).toEqual([30, 90]);
    expect(screen.getByRole('button', { name: '90 jours' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(chart.props.at(-1)!.labels).toHaveLength(90));
  });

  it('says when the figures cannot be loaded', async () => {
    vi.spyOn(overviewApi, 'figures').mockRejectedValue(new ApiError(403, 'forbidden', 'x'));
    renderOverview();
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toBe(
      'Impossible de charger les chiffres.',
    );
  });

  it('never imports uPlot or the chart module statically', () => {
    const dir = dirname(fileURLToPath(import.meta.url));
    for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))) {
      const source = readFileSync(join(dir, file), 'utf8');
      const staticImports = [...source.matchAll(/^import [^;]*?from '([^']+)'/gms)].map((m) => m[1]);
      expect(staticImports, file).not.toContain('uplot');
      expect(staticImports, file).not.toContain('@/components/daily-chart');
    }
  });
});
