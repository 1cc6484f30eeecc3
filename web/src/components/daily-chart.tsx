import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';

/**
 * One uPlot line chart of a daily series. This module is only ever imported dynamically (see
 * earnings-charts.tsx, admin-overview's overview-charts.tsx): uPlot is downloaded when a chart
 * first renders, never with the first load.
 */

const PALETTE = {
  light: { line: '#4f46e5', fill: 'rgba(79,70,229,0.12)', axis: '#52525b', grid: 'rgba(0,0,0,0.08)' },
  dark: { line: '#a5b4fc', fill: 'rgba(165,180,252,0.18)', axis: '#d4d4d8', grid: 'rgba(255,255,255,0.1)' },
};

const WHOLE_STEPS = Array.from({ length: 10 }, (_, e) => [1, 2, 5].map((m) => m * 10 ** e)).flat();

/** Light or dark as the page shows it now (the theme toggles the `dark` class on <html>). */
function useDarkPage(): boolean {
  const [dark, setDark] = useState(() => document.documentElement.classList.contains('dark'));
  useEffect(() => {
    const root = document.documentElement;
    const observer = new MutationObserver(() => setDark(root.classList.contains('dark')));
    observer.observe(root, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return dark;
}

export interface DailyChartProps {
  /** Each day's label, oldest first ("27 nov."). */
  labels: string[];
  values: number[];
  /** The series' name (a tooltip legend) and the y axis' formatter. */
  name: string;
  format: (value: number) => string;
  height?: number;
}

export default function DailyChart({ labels, values, name, format, height = 200 }: DailyChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const dark = useDarkPage();

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const colors = PALETTE[dark ? 'dark' : 'light'];
    const axis = { stroke: colors.axis, grid: { stroke: colors.grid }, ticks: { stroke: colors.grid } };
    const chart = new uPlot(
      {
        width: Math.max(el.clientWidth, 240),
        height,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        // Counts and cents are whole: ticks fall on whole values, and the scale starts at zero.
        scales: {
          x: { time: false },
          y: { range: (_u, _min, max) => [0, max > 0 ? Math.ceil(max * 1.1) : 1] },
        },
        axes: [
          {
            ...axis,
            incrs: WHOLE_STEPS,
            values: (_u, splits) => splits.map((i) => labels[Math.round(i)] ?? ''),
          },
          { ...axis, size: 70, incrs: WHOLE_STEPS, values: (_u, splits) => splits.map(format) },
        ],
        series: [
          {},
          { label: name, stroke: colors.line, fill: colors.fill, width: 2, points: { show: false } },
        ],
      },
      [values.map((_, i) => i), values],
      el,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(el.clientWidth, 240), height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, values, name, format, height, dark]);

  return <div ref={box} data-testid="daily-chart" className="w-full" aria-hidden="true" />;
}
