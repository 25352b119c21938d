import type { ReactNode } from 'react';

export interface TTooltipEntry {
  name?: string | number;
  value?: unknown;
  color?: string;
  dataKey?: unknown;
  payload?: unknown;
}

interface ChartTooltipProps {
  active?: boolean;
  payload?: ReadonlyArray<TTooltipEntry>;
  /** The heading: what the hovered bar stands for (a day, a week, an app). */
  title: (point: unknown) => ReactNode;
  /** A value written for people ('$19.99', '2,5 %'). */
  format: (key: string, value: number) => string;
}

/** The box recharts shows on hover or keyboard focus, in the app's style and the reader's formats. */
export function ChartTooltip({ active, payload, title, format }: ChartTooltipProps) {
  if (!active || !payload?.length) return null;
  const point = payload[0]?.payload;
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm shadow-lg shadow-slate-900/10">
      <p className="font-semibold text-slate-900">{title(point)}</p>
      <ul className="mt-1 space-y-0.5">
        {payload.map((entry) => (
          <li key={String(entry.dataKey)} className="flex items-center gap-2 text-slate-700">
            <span
              className="size-2.5 rounded-full"
              style={{ backgroundColor: entry.color }}
              aria-hidden="true"
            />
            {entry.name}:{' '}
            <span className="font-semibold text-slate-900 tabular-nums">
              {format(String(entry.dataKey), Number(entry.value ?? 0))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
