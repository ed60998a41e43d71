'use client';
import dynamic from 'next/dynamic';
import type { ViewsChartProps } from './ViewsChart';
import styles from './Owner.module.css';

// ssr: false: ApexCharts measures the DOM; the server sends the table of the same numbers instead.
const ViewsChart = dynamic(() => import('./ViewsChart'), {
  ssr: false,
  loading: () => <div className={styles.chart} />,
});

/** The graph for the eye; screen readers read the table beside it (the graph is hidden from them). */
export function ViewsChartLoader(props: ViewsChartProps) {
  return (
    <div className={styles.chart} aria-hidden="true">
      <ViewsChart {...props} />
    </div>
  );
}
