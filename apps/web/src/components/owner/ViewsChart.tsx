'use client';
// The 30-day graph with react-apexcharts. Loaded only by the property page,
// after the page is shown (ViewsChartLoader): ApexCharts is most of that
// page's JavaScript and needs the browser (no server rendering).
import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';

export interface ViewsChartProps {
  days: { label: string; views: number }[];
  seriesName: string;
}

export default function ViewsChart({ days, seriesName }: ViewsChartProps) {
  const options: ApexOptions = {
    chart: {
      id: 'owner-views',
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: false },
      fontFamily: 'inherit',
    },
    colors: ['#0f3d5c'],
    dataLabels: { enabled: false },
    xaxis: {
      categories: days.map((day) => day.label),
      tickAmount: 6,
      labels: { rotate: 0, hideOverlappingLabels: true },
    },
    yaxis: { min: 0, forceNiceScale: true, labels: { formatter: (value: number) => String(Math.round(value)) } },
    plotOptions: { bar: { columnWidth: '70%', borderRadius: 2 } },
    grid: { borderColor: '#d9dee4' },
    tooltip: { theme: 'light' },
    legend: { show: false },
  };
  return (
    <Chart
      type="bar"
      height={280}
      width="100%"
      options={options}
      series={[{ name: seriesName, data: days.map((day) => day.views) }]}
    />
  );
}
