import {
  FINANCING_LIST_LABELS,
  FINANCING_LISTS,
  type TFinancingListsResponse,
} from '@batir/shared/financing';
import { BarChart } from '@mui/x-charts/BarChart';
import { countAxis } from '../../../components/count-axis';

const COLORS = { asked: '#1976d2', waiting: '#ed6c02', done: '#2e7d32' } as const;

/** The three counts as bars (the figures themselves are in the tabs, for screen readers and tests). */
export function FinancingChart({ data }: { data: TFinancingListsResponse }) {
  const counts = FINANCING_LISTS.map((list) => data[list].total);
  return (
    <figure aria-label="Nombre de financements par liste" style={{ margin: 0 }}>
      <BarChart
        height={200}
        layout="horizontal"
        yAxis={[
          {
            scaleType: 'band',
            data: FINANCING_LISTS.map((list) => FINANCING_LIST_LABELS[list]),
            width: 150,
            colorMap: {
              type: 'ordinal',
              values: FINANCING_LISTS.map((list) => FINANCING_LIST_LABELS[list]),
              colors: FINANCING_LISTS.map((list) => COLORS[list]),
            },
          },
        ]}
        xAxis={[countAxis(counts)]}
        series={[{ data: counts, label: 'Financements' }]}
        hideLegend
      />
    </figure>
  );
}
