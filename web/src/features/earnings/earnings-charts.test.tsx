import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { json } from '@/test/json-response';
import type { DailyChartProps } from './daily-chart';
import { EarningsCharts } from './earnings-charts';
import { fakeServer, held, renderForCreator } from './earnings-test-utils';

const chart = vi.hoisted(() => ({ loaded: 0, props: [] as unknown[] }));
// Counts when the chart module (and so uPlot) is fetched; jsdom has no canvas for uPlot itself.
vi.mock('./daily-chart', () => {
  chart.loaded++;
  return {
    default: (props: DailyChartProps) => {
      chart.props.push(props);
      return <div data-testid="daily-chart">{props.labels.join('|')}</div>;
    },
  };
});

const days = (n: number) => ({
  days: Array.from({ length: n }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    validatedViews: i * 10,
    paidViews: i,
    earnedCents: i * 2,
  })),
});

describe('earnings charts', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('fetch uPlot only once there is a chart to draw', async () => {
    const request = held();
    fakeServer({ 'GET /api/earnings/daily?days=30': request.answer });
    renderForCreator(<EarningsCharts />);
    await screen.findByRole('heading', { name: 'Vues et revenus par jour' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(chart.loaded).toBe(0);
    request.release(json(days(30)));
    await waitFor(() => expect(screen.getAllByTestId('daily-chart')).toHaveLength(2));
    expect(chart.loaded).toBe(1);
  });

  it('never imports uPlot or the chart module statically', () => {
    const dir = dirname(fileURLToPath(import.meta.url));
    for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))) {
      const source = readFileSync(join(dir, file), 'utf8');
      const staticImports = [...source.matchAll(/^import [^;]*?from '([^']+)'/gms)].map((m) => m[1]);
      if (file !== 'daily-chart.tsx') expect(staticImports, file).not.toContain('uplot');
      expect(staticImports, file).not.toContain('./daily-chart');
    }
  });

  it('draws views and earnings over the chosen range, with a table and a summary for screen readers', async () => {
    const server = fakeServer({
      'GET /api/earnings/daily?days=30': days(30),
      'GET /api/earnings/daily?days=7': days(7),
    });
    renderForCreator(<EarningsCharts />);
    await screen.findByText('Sur 30 jours : 4 350 vues validées, 8,70 € gagnés.');
    expect(screen.getByRole('button', { name: '30 jours' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: '7 jours' }));
    await screen.findByText('Sur 7 jours : 210 vues validées, 0,42 € gagnés.');
    expect(server.calls.map((c) => c.path)).toEqual([
      '/api/earnings/daily?days=30',
      '/api/earnings/daily?days=7',
    ]);
    const table = screen.getByRole('table', { name: 'Vues validées, vues rémunérées et revenus par jour' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows[7]?.textContent).toBe('7 nov.6060,12\u00a0€');
    const last = chart.props.at(-1) as DailyChartProps;
    expect(last.labels.at(-1)).toBe('7 nov.');
    expect(last.format(42)).toBe('0,42\u00a0€');
  });
});
