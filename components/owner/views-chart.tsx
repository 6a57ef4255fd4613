'use client';

import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartPoint } from '@/lib/stats/dashboard';
import { CHART_COLOURS } from './chart-colours';

type Props = {
  points: ChartPoint[];
  dayLabels: string[];
  seriesName: string;
  requestsName: string;
  /** Per point: the label of its price change ("to €300,000"), or null. */
  priceLabels: (string | null)[];
  summary: string;
};

const { views: VISITS, requests: REQUESTS, price: PRICE } = CHART_COLOURS;

/**
 * Visits and requests per day over the last 30 days, with the price changes of the period.
 * Loaded on its own after the page (recharts is large); its legend is the page's own HTML, and the
 * same figures are in the table beside it, which is what screen readers read.
 */
export default function ViewsChart({
  points,
  dayLabels,
  seriesName,
  requestsName,
  priceLabels,
  summary,
}: Props) {
  const data = points.map((point, index) => ({
    label: dayLabels[index],
    views: point.views,
    requests: point.requests,
  }));
  return (
    <div role="img" aria-label={summary} style={{ width: '100%', height: '100%' }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          margin={{ top: 24, right: 8, bottom: 0, left: -16 }}
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
          <Tooltip cursor={{ fill: '#e6eff5' }} />
          <Bar
            dataKey="views"
            name={seriesName}
            fill={VISITS}
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
          <Bar
            dataKey="requests"
            name={requestsName}
            fill={REQUESTS}
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
          {priceLabels.map((label, index) =>
            label === null ? null : (
              <ReferenceLine
                key={points[index]!.day}
                x={dayLabels[index]}
                stroke={PRICE}
                strokeWidth={2}
                strokeDasharray="6 3"
                label={{ value: label, position: 'top', fill: '#1b2430', fontSize: 12 }}
              />
            ),
          )}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
