import type { TSummaryCategory } from '@batir/shared/summary';
import { parisDay } from '@batir/shared/todos';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatInteger } from '../../../lib/format';
import { useToDos } from '../../todos/api/to-dos';
import {
  useCustomerSummary,
  useDevelopement,
  useElevationSurveys,
  useNewCustomers,
} from '../api/summary-lists';
import type { UserSummary } from '../api/user-summary';
import { MonthlyChart } from './monthly-chart';
import { NewContactsCard } from './new-contacts-card';
import {
  DEVELOPEMENT_COLUMNS,
  ELEVATION_SURVEY_COLUMNS,
  MESSAGE_COLUMNS,
  NEW_CUSTOMER_COLUMNS,
} from './summary-columns';
import { COUNTER_TILES, type CounterGroup, SummaryCounters } from './summary-counters';
import { SummaryTable } from './summary-table';

const PREVIEW = { page: 1, limit: 5 };
const noop = () => undefined;

function Total({ total, one, many }: { total: number | undefined; one: string; many: string }) {
  if (total === undefined) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {formatInteger(total)} {total > 1 ? many : one}
    </Typography>
  );
}

function NewCustomerPreview() {
  const { data, error } = useNewCustomers(PREVIEW);
  return (
    <>
      <Total total={data?.total} one="nouveau client" many="nouveaux clients" />
      <SummaryTable
        label="Nouveaux clients"
        columns={NEW_CUSTOMER_COLUMNS.slice(0, 3)}
        rows={data?.list}
        rowKey={(row) => row.projectId}
        total={data?.total ?? 0}
        {...PREVIEW}
        onPageChange={noop}
        empty="Aucun nouveau client."
        error={error}
        footer={false}
      />
    </>
  );
}

function CustomerMessagesPreview() {
  const { data, error } = useCustomerSummary({ limit: 5 });
  return (
    <>
      <Total total={data?.messageReceived.total} one="message reçu non lu" many="messages reçus non lus" />
      <SummaryTable
        label="Messages reçus non lus"
        columns={MESSAGE_COLUMNS}
        rows={data?.messageReceived.list}
        rowKey={(row) => row.id}
        total={data?.messageReceived.total ?? 0}
        {...PREVIEW}
        onPageChange={noop}
        empty="Aucun message non lu."
        error={error}
        footer={false}
      />
    </>
  );
}

function DevelopementPreview() {
  const { data, error } = useDevelopement(PREVIEW);
  return (
    <>
      <Total total={data?.total} one="projet au bureau d'étude" many="projets au bureau d'étude" />
      <SummaryTable
        label="Projets au bureau d'étude"
        columns={DEVELOPEMENT_COLUMNS.slice(0, 3)}
        rows={data?.list}
        rowKey={(row) => row.projectId}
        total={data?.total ?? 0}
        {...PREVIEW}
        onPageChange={noop}
        empty="Aucun projet au bureau d'étude."
        error={error}
        footer={false}
      />
    </>
  );
}

function ElevationSurveyPreview() {
  const { data, error } = useElevationSurveys(PREVIEW);
  return (
    <>
      <Total total={data?.total} one="relevé en cours" many="relevés en cours" />
      <SummaryTable
        label="Relevés topographiques en cours"
        columns={ELEVATION_SURVEY_COLUMNS.slice(0, 3)}
        rows={data?.list}
        rowKey={(row) => row.id}
        total={data?.total ?? 0}
        {...PREVIEW}
        onPageChange={noop}
        empty="Aucun relevé en cours."
        error={error}
        footer={false}
      />
    </>
  );
}

function ToDoPreview() {
  const { data, error } = useToDos({ day: parisDay(), limit: 8 });
  if (error) return <Typography color="error">{error.message}</Typography>;
  if (!data) return <Typography color="text.secondary">Chargement…</Typography>;
  if (data.list.length === 0)
    return <Typography color="text.secondary">Rien de prévu aujourd'hui.</Typography>;
  return (
    <List dense aria-label="Tâches du jour">
      {data.list.map((toDo) => (
        <ListItem key={toDo.id} disableGutters>
          <ListItemText
            primary={toDo.text}
            secondary={[toDo.isAlert === 1 ? 'Alerte' : null, toDo.done ? 'Fait' : null, toDo.project?.name]
              .filter(Boolean)
              .join(' · ')}
            slotProps={{ primary: { sx: toDo.done ? { textDecoration: 'line-through' } : undefined } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

const isCounterGroup = (category: TSummaryCategory): category is CounterGroup => category in COUNTER_TILES;

/** What a category of the summary page shows. */
export function CategoryContent(props: {
  category: TSummaryCategory;
  summary: UserSummary | undefined;
  onOpenContact: (id: number) => void;
}) {
  const { category } = props;
  if (isCounterGroup(category)) return <SummaryCounters group={category} summary={props.summary} />;
  switch (category) {
    case 'newContact':
      return <NewContactsCard onOpen={props.onOpenContact} />;
    case 'newCustomer':
      return <NewCustomerPreview />;
    case 'customerSummary':
      return <CustomerMessagesPreview />;
    case 'developement':
      return <DevelopementPreview />;
    case 'elevationSurvey':
      return <ElevationSurveyPreview />;
    case 'toDo':
      return <ToDoPreview />;
    case 'monthly':
      return <MonthlyChart />;
    default:
      return null;
  }
}
