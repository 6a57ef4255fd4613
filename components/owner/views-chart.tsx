'use client';

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartPoint } from '@/lib/stats/dashboard';

type Props = { points: ChartPoint[]; dayLabels: string[]; seriesName: string; summary: string };

/**
 * Visits per day over the last 30 days. Loaded on its own after the page (recharts is large);
 * the same figures are in the table beside it, which is what screen readers read.
 */
export default function ViewsChart({ points, dayLabels, seriesName, summary }: Props) {
  const data = points.map((point, index) => ({ label: dayLabels[index], views: point.views }));
  return (
    <div role="img" aria-label={summary} style={{ width: '100%', height: '100%' }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#d9d4cb" />
          <XAxis
            dataKey="label"
            tick={{ fontSize: 12, fill: '#4a5565' }}
            interval="preserveStartEnd"
            minTickGap={16}
          />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#4a5565' }} width={48} />
          <Tooltip cursor={{ fill: '#e6eff5' }} formatter={(value) => [value, seriesName]} />
          <Bar
            dataKey="views"
            name={seriesName}
            fill="#0f3b57"
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
