/** Colours and axis styles shared by the analytics charts (recharts takes plain values, not classes). */
export const CHART_COLOURS = {
  views: '#818cf8', // indigo-400
  viewsStrong: '#6366f1', // indigo-500
  sales: '#0f766e', // teal-700
  revenue: '#059669', // emerald-600
  conversion: '#7c3aed', // violet-600
  grid: '#e2e8f0', // slate-200
  tick: '#475569', // slate-600
} as const;

export const AXIS_TICK = { fontSize: 12, fill: CHART_COLOURS.tick } as const;

/** Where recharts draws a category tick: the point at the end of the axis, beside the bar. */
export interface TNameTickProps {
  x: number | string;
  y: number | string;
  payload: { value: unknown };
}
