import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsPoint } from '../../../../shared/contracts/creator-analytics.ts';
import { formatMoney } from './money.ts';

/**
 * recharts lives only in this module, which the Analytics section loads with React.lazy:
 * no public page (and no other portal section) downloads it.
 */
export type ChartKind = 'views' | 'revenue' | 'engagement';

const axis = { stroke: 'var(--color-muted-foreground)', fontSize: 12 };
const tooltipStyle = {
  background: 'var(--color-card)',
  border: '1px solid var(--color-border)',
  borderRadius: 12,
  color: 'var(--color-card-foreground)',
};

export default function AnalyticsChart({ kind, data }: { kind: ChartKind; data: AnalyticsPoint[] }) {
  return (
    <div className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        {kind === 'engagement' ? (
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
            <XAxis dataKey="label" {...axis} />
            <YAxis {...axis} allowDecimals={false} domain={[0, 'dataMax']} />
            <Tooltip contentStyle={tooltipStyle} />
            <Legend />
            <Line
              type="monotone"
              dataKey="likes"
              name="Likes"
              stroke="var(--color-primary)"
              strokeWidth={2}
              dot={false}
            />
            <Line
              type="monotone"
              dataKey="comments"
              name="Comments"
              stroke="var(--color-warning)"
              strokeWidth={2}
              dot={false}
            />
          </LineChart>
        ) : (
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: kind === 'revenue' ? 8 : -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
            <XAxis dataKey="label" {...axis} />
            <YAxis
              {...axis}
              domain={[0, 'dataMax']}
              allowDecimals={false}
              tickFormatter={kind === 'revenue' ? (v: number) => formatMoney(v) : undefined}
            />
            <Tooltip
              contentStyle={tooltipStyle}
              formatter={kind === 'revenue' ? (v: unknown) => formatMoney(Number(v)) : undefined}
            />
            <Legend />
            <Bar
              dataKey={kind === 'views' ? 'lifeViews' : 'lifeRevenue'}
              name="Life"
              stackId="a"
              fill="var(--color-primary)"
            />
            <Bar
              dataKey={kind === 'views' ? 'wifeViews' : 'wifeRevenue'}
              name="Wife"
              stackId="a"
              fill="var(--color-warning)"
              radius={[4, 4, 0, 0]}
            />
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
