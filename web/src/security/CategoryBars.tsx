// Items flagged per S1–S23 category, as horizontal bars (recharts). The figure names its numbers for
// screen readers, and the same numbers are in the batch's category table below it.
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface CategoryCount {
  label: string;
  name: string;
  count: number;
}

export function CategoryBars({ data, title }: { data: CategoryCount[]; title: string }) {
  if (!data.length) return <p className="muted">No category was flagged.</p>;
  const summary = data.map((d) => `${d.label} ${d.name}: ${d.count}`).join('; ');
  const height = Math.max(160, data.length * 30 + 40);
  return (
    <figure className="chart-figure">
      <figcaption>{title}</figcaption>
      <div role="img" aria-label={`${title}. ${summary}.`} style={{ width: '100%', height }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ left: 8, right: 40, top: 4, bottom: 4 }}>
            <CartesianGrid horizontal={false} stroke="#e5e9ee" />
            <XAxis type="number" allowDecimals={false} />
            <YAxis
              type="category"
              dataKey="label"
              width={260}
              tickFormatter={(label: string) => `${label} ${data.find((d) => d.label === label)?.name ?? ''}`}
            />
            <Tooltip
              formatter={(value) => [value, 'items flagged']}
              labelFormatter={(label) => `${label} ${data.find((d) => d.label === label)?.name ?? ''}`}
            />
            <Bar dataKey="count" fill="#b3261e" isAnimationActive={false}>
              <LabelList dataKey="count" position="right" />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
