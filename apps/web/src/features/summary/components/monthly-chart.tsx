import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { BarChart } from '@mui/x-charts/BarChart';
import { countAxis } from '../../../components/count-axis';
import { useMonthly } from '../api/summary-lists';

const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** "2026-03" → "mars 26". */
export function monthLabel(month: string): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  return monthFormat.format(new Date(Date.UTC(year, index - 1, 15)));
}

/** Prospects created and customers signed per month over the last 12 months (GET /api/summary/monthly). */
export function MonthlyChart() {
  const { data, error } = useMonthly();
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data) return <Skeleton variant="rectangular" height={260} />;
  return (
    <figure
      aria-label="Prospects créés et clients signés par mois"
      style={{ margin: 0, position: 'relative' }}
    >
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: data.map((m) => monthLabel(m.month)) }]}
        yAxis={[countAxis(data.flatMap((m) => [m.prospects, m.customers]))]}
        series={[
          { data: data.map((m) => m.prospects), label: 'Prospects créés' },
          { data: data.map((m) => m.customers), label: 'Clients signés' },
        ]}
      />
      {/* The numbers for screen readers and tests. */}
      <table style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        <caption>Prospects créés et clients signés par mois</caption>
        <tbody>
          {data.map((m) => (
            <tr key={m.month} data-month={m.month}>
              <th scope="row">{monthLabel(m.month)}</th>
              <td>{m.prospects}</td>
              <td>{m.customers}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
