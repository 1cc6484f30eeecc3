import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DailyChart from './daily-chart';

interface FakePlot {
  opts: {
    series: { stroke?: string }[];
    axes: { values: (u: unknown, splits: number[]) => string[] }[];
    width: number;
  };
  data: number[][];
  destroyed: boolean;
}
const plots = vi.hoisted(() => [] as FakePlot[]);
// jsdom has no canvas: a stand-in records what the chart asks uPlot to draw.
vi.mock('uplot', () => ({
  default: class {
    destroyed = false;
    constructor(
      public opts: FakePlot['opts'],
      public data: number[][],
    ) {
      plots.push(this as unknown as FakePlot);
    }
    setSize() {}
    destroy() {
      this.destroyed = true;
    }
  },
}));
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    disconnect() {}
  },
);

const props = {
  labels: ['1 nov.', '2 nov.', '3 nov.'],
  values: [0, 5, 12],
  name: 'Revenus',
  format: (v: number) => `${v} c`,
};

describe('daily chart', () => {
  afterEach(() => {
    plots.length = 0;
    document.documentElement.classList.remove('dark');
  });

  it("draws the days in order with the page's labels and the series' format", () => {
    render(<DailyChart {...props} />);
    const plot = plots.at(-1)!;
    expect(plot.data).toEqual([
      [0, 1, 2],
      [0, 5, 12],
    ]);
    expect(plot.opts.axes[0]?.values(null, [0, 1, 2])).toEqual(['1 nov.', '2 nov.', '3 nov.']);
    expect(plot.opts.axes[1]?.values(null, [0, 12])).toEqual(['0 c', '12 c']);
  });

  it('follows the theme: drawn again in dark colours when the page turns dark', async () => {
    const { unmount } = render(<DailyChart {...props} />);
    const light = plots.at(-1)!;
    await act(async () => {
      document.documentElement.classList.add('dark');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const dark = plots.at(-1)!;
    expect(dark).not.toBe(light);
    expect(light.destroyed).toBe(true);
    expect(dark.opts.series[1]?.stroke).not.toBe(light.opts.series[1]?.stroke);
    unmount();
    expect(dark.destroyed).toBe(true);
  });
});
