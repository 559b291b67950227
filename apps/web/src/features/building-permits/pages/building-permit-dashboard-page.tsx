import {
  BP_DASHBOARD_LIST_LABELS,
  BP_DASHBOARD_LISTS,
  BP_MODIFICATION_LIST_STATUS,
  type TBpDashboardEntry,
  type TBpDashboardList,
} from '@batir/shared/building-permits';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useConfirm } from '../../../components/confirm';
import { formatCents } from '../../../lib/format';
import { routeHref } from '../../../lib/route-names';
import { useConfirmReceipt } from '../api/confirm-receipt';
import { useConvertToModification } from '../api/convert-to-modification';
import { useBpDashboard } from '../api/dashboard';
import { AdditionalDocumentActions } from '../components/additional-documents-section';
import { FilesDialog } from '../components/files-dialog';
import { ModificationActions } from '../components/modifications-section';
import { PermitDialog, type PermitDialogTarget } from '../components/permit-dialog';
import { shortDay } from '../model/dates';

type OpenDialog = (target: PermitDialogTarget) => void;
type OpenFiles = (target: { projectId: number; subject: string }) => void;
const permitPath = (projectId: number) =>
  routeHref('admin-customer-id-preconstruction-buildingPermit', { id: projectId });
const isModificationList = (list: TBpDashboardList): list is keyof typeof BP_MODIFICATION_LIST_STATUS =>
  list in BP_MODIFICATION_LIST_STATUS;

/** The date column(s) each list shows. */
function datesOf(list: TBpDashboardList, entry: TBpDashboardEntry): string {
  switch (list) {
    case 'inProgress':
      return entry.downloadedAt
        ? `Téléchargé le ${shortDay(entry.downloadedAt)}`
        : `Imprimé le ${shortDay(entry.printedAt)}`;
    case 'waiting':
      return `Déposé le ${shortDay(entry.depositedOn)}${entry.receiptConfirmedAt ? ' · récépissé reçu' : ''}`;
    case 'toBilled':
      return `Accordé le ${shortDay(entry.issueDate)}`;
    case 'planRedraw':
      return entry.refusedOn
        ? `Refusé le ${shortDay(entry.refusedOn)}`
        : `Demandé le ${shortDay(entry.since)}`;
    case 'bpAdditionalDocument':
      return entry.dueOn
        ? `À fournir avant le ${shortDay(entry.dueOn)}`
        : `Demandée le ${shortDay(entry.since)}`;
    default:
      return `Demandé le ${shortDay(entry.since)}`;
  }
}

function RowActions(props: {
  list: TBpDashboardList;
  entry: TBpDashboardEntry;
  openDialog: OpenDialog;
  openFiles: OpenFiles;
}) {
  const { list, entry, openDialog } = props;
  const projectId = entry.projectId;
  const subject = `${entry.customerName} · ${entry.projectName}`;
  const receipt = useConfirmReceipt(projectId);
  const convert = useConvertToModification(projectId);
  const confirm = useConfirm();
  const raise = (
    <Button size="small" onClick={() => openDialog({ projectId, kind: 'raise', subject })}>
      Relancer le commercial
    </Button>
  );
  if (isModificationList(list) && entry.itemId !== null)
    return (
      <ModificationActions
        projectId={projectId}
        modification={{
          id: entry.itemId,
          status: BP_MODIFICATION_LIST_STATUS[list],
          description: entry.description ?? '',
        }}
        openDialog={(target) => openDialog({ ...target, projectId, subject })}
      />
    );
  if (list === 'bpAdditionalDocument' && entry.itemId !== null)
    return (
      <AdditionalDocumentActions
        projectId={projectId}
        id={entry.itemId}
        description={entry.description ?? ''}
      />
    );
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {list === 'waiting' && !entry.receiptConfirmedAt && (
        <Button
          size="small"
          variant="contained"
          disabled={receipt.isPending}
          onClick={() => receipt.mutate({})}
        >
          Confirmer la réception
        </Button>
      )}
      {list === 'waiting' && (
        <Button size="small" onClick={() => openDialog({ projectId, kind: 'additionalDocument', subject })}>
          Pièce complémentaire
        </Button>
      )}
      {list === 'planRedraw' && entry.refusedOn && (
        <Button
          size="small"
          variant="contained"
          disabled={convert.isPending}
          onClick={async () => {
            if (
              await confirm({
                title: 'Convertir le refus en modificatif',
                message: `Le refus du permis de « ${entry.projectName} » devient un modificatif ; le dossier revient en préparation. Continuer ?`,
              })
            )
              convert.mutate({});
          }}
        >
          Convertir en modificatif
        </Button>
      )}
      <Button size="small" onClick={() => props.openFiles({ projectId, subject })}>
        Pièces
      </Button>
      {list !== 'toBilled' && raise}
      <Button size="small" component={RouterLink} to={permitPath(projectId)}>
        Voir le permis
      </Button>
    </Stack>
  );
}

function ListTable(props: {
  list: TBpDashboardList;
  entries: TBpDashboardEntry[];
  total: number;
  openDialog: OpenDialog;
  openFiles: OpenFiles;
}) {
  const { list, entries } = props;
  const withAmount = isModificationList(list);
  const withDescription = withAmount || list === 'bpAdditionalDocument' || list === 'planRedraw';
  if (entries.length === 0)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        Aucun projet dans cette liste.
      </Typography>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label={BP_DASHBOARD_LIST_LABELS[list]}>
        <TableHead>
          <TableRow>
            <TableCell>Client</TableCell>
            <TableCell>Projet</TableCell>
            <TableCell>Commercial</TableCell>
            <TableCell>N° de permis</TableCell>
            {withDescription && <TableCell>{list === 'bpAdditionalDocument' ? 'Pièce' : 'Objet'}</TableCell>}
            {withAmount && <TableCell>Avenant</TableCell>}
            <TableCell>Dates</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={`${entry.projectId}-${entry.itemId ?? ''}`} data-project={entry.projectId}>
              <TableCell>
                <Link component={RouterLink} to={permitPath(entry.projectId)}>
                  {entry.customerName}
                </Link>
              </TableCell>
              <TableCell>{entry.projectName}</TableCell>
              <TableCell>{entry.salesman ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.number || '—'}</TableCell>
              {withDescription && (
                <TableCell>
                  {entry.description ?? '—'}
                  {entry.comment && (
                    <Typography variant="body2" color="text.secondary">
                      {entry.comment}
                    </Typography>
                  )}
                </TableCell>
              )}
              {withAmount && (
                <TableCell>{entry.amountCents === null ? '—' : formatCents(entry.amountCents)}</TableCell>
              )}
              <TableCell>
                {datesOf(list, entry)}
                {entry.raisedToSalesmanAt && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    Commercial relancé le {shortDay(entry.raisedToSalesmanAt)}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <RowActions
                  list={list}
                  entry={entry}
                  openDialog={props.openDialog}
                  openFiles={props.openFiles}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {props.total > entries.length && (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
          {entries.length} projets affichés sur {props.total} : les plus anciens d’abord.
        </Typography>
      )}
    </TableContainer>
  );
}

/**
 * /v2/admin/summary/buildingPermit: the ten lists of GET /api/buildingPermit as tabs with their counts;
 * each row opens the project's permit screen and carries the actions of its list.
 */
export default function BuildingPermitDashboardPage() {
  const { data, error } = useBpDashboard();
  const [params, setParams] = useSearchParams();
  const requested = params.get('list');
  const [dialog, setDialog] = useState<PermitDialogTarget | null>(null);
  const [files, setFiles] = useState<{ projectId: number; subject: string } | null>(null);
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data)
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="text" width={320} height={40} />
        <Skeleton variant="rectangular" height={320} />
      </Stack>
    );
  const list: TBpDashboardList = (BP_DASHBOARD_LISTS as readonly string[]).includes(requested ?? '')
    ? (requested as TBpDashboardList)
    : (BP_DASHBOARD_LISTS.find((name) => (data.totals[name] ?? 0) > 0) ?? 'inProgress');
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        Permis de construire
      </Typography>
      <Paper>
        <Tabs
          value={list}
          onChange={(_event, value: TBpDashboardList) => setParams({ list: value }, { replace: true })}
          aria-label="Listes des permis"
          // Ten lists: the tabs wrap on several lines (no hidden tab), the selected one highlighted.
          slotProps={{ indicator: { sx: { display: 'none' } } }}
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            '& .MuiTabs-list': { flexWrap: 'wrap' },
            '& .MuiTab-root.Mui-selected': { bgcolor: 'action.selected', borderRadius: 1 },
          }}
        >
          {BP_DASHBOARD_LISTS.map((name) => (
            <Tab
              key={name}
              value={name}
              data-testid={`bp-tab-${name}`}
              label={
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <span>{BP_DASHBOARD_LIST_LABELS[name]}</span>
                  <Badge
                    badgeContent={String(data.totals[name] ?? 0)}
                    color={(data.totals[name] ?? 0) > 0 ? 'primary' : 'default'}
                    sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
                    data-testid={`bp-count-${name}`}
                  />
                </Stack>
              }
            />
          ))}
        </Tabs>
        <ListTable
          list={list}
          entries={data[list]}
          total={data.totals[list] ?? 0}
          openDialog={setDialog}
          openFiles={setFiles}
        />
      </Paper>
      {files && <FilesDialog key={files.projectId} {...files} onClose={() => setFiles(null)} />}
      {dialog && (
        <PermitDialog
          key={`${dialog.projectId}-${dialog.kind}-${dialog.id ?? ''}`}
          target={dialog}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
