// A horizontal stacked bar chart (recharts) with its text alternative: the same numbers as a visually hidden
// table, so screen-reader users get the data and not an SVG; the chart itself is hidden from them. The legend and
// the tooltip list the series in the order given (recharts would sort them by name: critical, high, info, low, …).
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

export interface StackedBarChartProps {
  /** The figure's caption, also the hidden table's name. */
  title: string;
  /** One bar per row: `label` on the axis, one number per series key. */
  rows: ({ label: string } & Record<string, number | string>)[];
  /** The stacks in order, as the legend, the tooltip and the table list them. */
  series: ChartSeries[];
  /** What the bars count, for the axis and the table's header (e.g. "Fail tags"). */
  unit: string;
}

const ROW_HEIGHT = 34;

export function StackedBarChart({ title, rows, series, unit }: StackedBarChartProps) {
  const shown = series.filter((s) => rows.some((r) => Number(r[s.key] ?? 0) > 0));
  const height = 70 + ROW_HEIGHT * Math.max(rows.length, 1);
  const seriesOrder = (item: { dataKey?: unknown }) => shown.findIndex((s) => s.key === item.dataKey);
  return (
    <figure className="chart">
      <figcaption>{title}</figcaption>
      <div aria-hidden="true" style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 24, bottom: 4, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} label={{ value: unit, position: 'insideBottom', offset: -2 }} height={40} />
            <YAxis type="category" dataKey="label" width={190} tick={{ fontSize: 13 }} />
            <Tooltip itemSorter={seriesOrder} />
            <Legend verticalAlign="top" height={28} itemSorter={seriesOrder} />
            {shown.map((s) => (
              <Bar key={s.key} dataKey={s.key} name={s.label} stackId="all" fill={s.color} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{unit}</th>
            {shown.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              {shown.map((s) => (
                <td key={s.key}>{Number(r[s.key] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
