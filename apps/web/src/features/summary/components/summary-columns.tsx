import { projectStepLabel } from '@batir/shared/project-list';
import {
  DESIGN_STATUS_LABELS,
  ELEVATION_SURVEY_STATUS_LABELS,
  type TCustomerMessage,
  type TDevelopementItem,
  type TElevationSurvey,
  type TNewCustomerItem,
} from '@batir/shared/summary';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, formatShortDate } from '../../../lib/format';
import { isRouteAvailable, routeHref } from '../../../lib/route-names';
import type { Column } from './summary-table';

type ProjectRef = { projectId: number; customerName: string; projectName: string };

/** The customer's name, a link to the project's screen once it exists. */
function CustomerCell({ row }: { row: ProjectRef }) {
  const route = 'admin-customer-id-preconstruction-informations';
  if (!isRouteAvailable(route)) return <>{row.customerName}</>;
  return (
    <Link component={RouterLink} to={routeHref(route, { id: row.projectId })}>
      {row.customerName}
    </Link>
  );
}

const customer: Column<ProjectRef> = { header: 'Client', cell: (row) => <CustomerCell row={row} /> };
const project: Column<ProjectRef> = { header: 'Projet', cell: (row) => row.projectName };

export const NEW_CUSTOMER_COLUMNS: Column<TNewCustomerItem>[] = [
  customer,
  project,
  { header: 'Signé le', cell: (row) => formatDateTime(row.convertedAt) },
  { header: 'Étape', cell: (row) => projectStepLabel(row.step) },
  { header: 'Commercial', cell: (row) => row.salesman?.name ?? '—' },
];

export const DEVELOPEMENT_COLUMNS: Column<TDevelopementItem>[] = [
  customer,
  project,
  {
    header: 'État',
    cell: (row) => (
      <Chip
        size="small"
        label={DESIGN_STATUS_LABELS[row.designStatus]}
        color={row.designStatus === 'inProgress' ? 'primary' : 'default'}
      />
    ),
  },
  {
    header: 'Depuis le',
    cell: (row) => (row.designRequestedAt ? formatDateTime(row.designRequestedAt) : '—'),
  },
  { header: 'Technicien', cell: (row) => row.technician?.name ?? 'Non attribué' },
  { header: 'Commercial', cell: (row) => row.salesman?.name ?? '—' },
];

export const ELEVATION_SURVEY_COLUMNS: Column<TElevationSurvey>[] = [
  customer,
  project,
  { header: 'État', cell: (row) => ELEVATION_SURVEY_STATUS_LABELS[row.status] },
  { header: 'Géomètre', cell: (row) => row.surveyor || '—' },
  { header: 'Prévu le', cell: (row) => (row.plannedOn ? formatShortDate(row.plannedOn) : '—') },
  { header: 'Demandé le', cell: (row) => formatDateTime(row.createdAt) },
  { header: 'Commentaires', cell: (row) => String(row.commentCount) },
];

export const MESSAGE_COLUMNS: Column<TCustomerMessage>[] = [
  customer,
  { header: 'Objet', cell: (row) => row.subject || '(sans objet)' },
  { header: 'Message', cell: (row) => (row.body.length > 120 ? `${row.body.slice(0, 117)}…` : row.body) },
  { header: 'Date', cell: (row) => formatDateTime(row.createdAt) },
];
