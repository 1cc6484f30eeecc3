/**
 * The daily chart lives in components/ since the admin overview draws it too; earnings keeps
 * importing it lazily through this path (earnings-charts.tsx, and the tests that stand in for it).
 */
export { type DailyChartProps, default } from '@/components/daily-chart';
