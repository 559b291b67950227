import {
  LOGISBOX_LIST_LABELS,
  LOGISBOX_LISTS,
  type TLogisboxList,
  type TLogisboxResponse,
  type TLogisboxRow,
} from '@batir/shared/preconstruction';
import EventIcon from '@mui/icons-material/Event';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSnackbar } from '../../../components/snackbar';
import { formatDateTime, formatShortDate } from '../../../lib/format';
import { routeHref } from '../../../lib/route-names';
import { LOGISBOX_PAGE_SIZE, useLogisbox, useLogisboxListPage } from '../api/logisbox';
import { useLogisboxFile } from '../api/logisbox-file';
import { useLogisboxSigned } from '../api/logisbox-signed';
import { AppointmentDialog } from '../components/appointment-dialog';
import { useCanEditProject } from '../model/can-edit';

const COUNTERS: { key: keyof TLogisboxResponse['counters']; label: string }[] = [
  { key: 'total', label: 'Dossiers logisbox' },
  { key: 'constitution', label: 'Pièces manquantes' },
  { key: 'toComplete', label: 'À compléter' },
  { key: 'programmed', label: 'Rendez-vous programmés' },
];

const PAGE_WORDS = { first: 'première', previous: 'précédente', next: 'suivante', last: 'dernière' } as const;

/**
 * `/v2/admin/summary/logisbox`: projects with a granted permit whose logisbox file is not done, in the
 * lists of what they wait for (a project may sit in several), with the appointment, signature and file
 * actions.
 */
export default function LogisboxPage() {
  const logisbox = useLogisbox();
  if (logisbox.isPending) return <CircularProgress aria-label="Chargement" />;
  if (logisbox.isError) return <Alert severity="error">{logisbox.error.message}</Alert>;
  const { counters, lists } = logisbox.data;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Logisbox
      </Typography>
      <Grid container spacing={2}>
        {COUNTERS.map((counter) => (
          <Grid key={counter.key} size={{ xs: 6, md: 3 }}>
            <Card>
              <CardContent>
                <Typography variant="h4" component="p" data-testid={`logisbox-counter-${counter.key}`}>
                  {counters[counter.key]}
                </Typography>
                <Typography color="text.secondary">{counter.label}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Typography variant="body2" color="text.secondary">
        Projets au permis accordé dont le dossier logisbox n'est pas terminé. Un projet figure dans chaque
        liste de ce qu'il attend : il peut donc apparaître plusieurs fois.
      </Typography>
      {LOGISBOX_LISTS.map((list) => (
        <LogisboxList key={list} list={list} total={lists[list].total} items={lists[list].items} />
      ))}
    </Stack>
  );
}

function LogisboxList(props: { list: TLogisboxList; total: number; items: TLogisboxRow[] }) {
  const { list, total } = props;
  // Pages after the first are read one list at a time; the first comes with the screen.
  const [page, setPage] = useState(0);
  const next = useLogisboxListPage(list, page);
  const lastPage = Math.max(0, Math.ceil(total / LOGISBOX_PAGE_SIZE) - 1);
  if (page > lastPage) setPage(lastPage);
  const items = page === 0 ? props.items : (next.data?.lists[list].items ?? []);
  const loading = page > 0 && next.isPending;
  const canEdit = useCanEditProject();
  const signed = useLogisboxSigned();
  const file = useLogisboxFile();
  const snackbar = useSnackbar();
  const [editing, setEditing] = useState<TLogisboxRow | null>(null);
  const done = (answer: { message: string }) => snackbar.show({ text: answer.message });
  const failed = (error: Error) => snackbar.show({ text: error.message, color: 'error' });
  const titleId = `logisbox-${list}`;
  return (
    <Card component="section" aria-labelledby={titleId} data-testid={`logisbox-list-${list}`}>
      <CardHeader
        title={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography id={titleId} variant="h6" component="h2">
              {LOGISBOX_LIST_LABELS[list]}
            </Typography>
            <Chip size="small" label={total} data-testid={`logisbox-total-${list}`} />
          </Stack>
        }
      />
      {loading ? (
        <CardContent>
          <CircularProgress size={24} aria-label="Chargement" />
        </CardContent>
      ) : items.length === 0 ? (
        <CardContent>
          <Typography color="text.secondary">Aucun projet.</Typography>
        </CardContent>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={LOGISBOX_LIST_LABELS[list]} sx={{ minWidth: 1150 }}>
            <TableHead>
              <TableRow>
                <TableCell>Client</TableCell>
                <TableCell>Commune</TableCell>
                <TableCell>Commercial</TableCell>
                <TableCell>Permis accordé le</TableCell>
                <TableCell>Pièces</TableCell>
                <TableCell>Métré</TableCell>
                <TableCell>Rendez-vous</TableCell>
                <TableCell>Signature</TableCell>
                {canEdit && <TableCell align="right">Dossier</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((row) => (
                <TableRow key={row.projectId} data-testid={`logisbox-${list}-${row.projectId}`}>
                  <TableCell sx={{ minWidth: 220 }}>
                    <Link component={RouterLink} to={routeHref('admin-customer-id', { id: row.projectId })}>
                      {row.customerName}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {row.projectName}
                    </Typography>
                  </TableCell>
                  <TableCell>{row.landCity}</TableCell>
                  <TableCell>{row.salesman ?? '—'}</TableCell>
                  <TableCell>{formatShortDate(row.permitIssueDate)}</TableCell>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={routeHref('admin-customer-id-preconstruction-elementsConstitution', {
                        id: row.projectId,
                      })}
                    >
                      {row.acceptedPieces} / {row.totalPieces}
                    </Link>
                  </TableCell>
                  <TableCell>{row.hasMeter ? 'Oui' : 'Non'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {row.appointmentAt ? formatDateTime(row.appointmentAt) : '—'}
                    {canEdit && (
                      <Button
                        size="small"
                        startIcon={<EventIcon />}
                        // Ends with the visible word: the name contains what is shown (axe label-content-name-mismatch).
                        aria-label={`Rendez-vous logisbox : ${row.customerName} — ${row.appointmentAt ? 'Modifier' : 'Fixer'}`}
                        onClick={() => setEditing(row)}
                      >
                        {row.appointmentAt ? 'Modifier' : 'Fixer'}
                      </Button>
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {row.signedAt ? `Signé le ${formatShortDate(row.signedAt)}` : 'Non signé'}
                    {canEdit && (
                      <Button
                        size="small"
                        disabled={signed.isPending}
                        onClick={() =>
                          signed.mutate(
                            { projectId: row.projectId, done: !row.signedAt },
                            { onSuccess: done, onError: failed },
                          )
                        }
                      >
                        {row.signedAt ? 'Annuler' : 'Marquer signé'}
                      </Button>
                    )}
                  </TableCell>
                  {canEdit && (
                    <TableCell align="right">
                      <Button
                        size="small"
                        sx={{ whiteSpace: 'nowrap' }}
                        variant="outlined"
                        disabled={file.isPending}
                        onClick={() =>
                          file.mutate(
                            { projectId: row.projectId, done: true },
                            { onSuccess: done, onError: failed },
                          )
                        }
                      >
                        Dossier terminé
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {next.isError && page > 0 && <Alert severity="error">{next.error.message}</Alert>}
      {total > LOGISBOX_PAGE_SIZE && (
        <TablePagination
          component="div"
          count={total}
          page={Math.min(page, lastPage)}
          rowsPerPage={LOGISBOX_PAGE_SIZE}
          rowsPerPageOptions={[]}
          onPageChange={(_event, wanted) => setPage(wanted)}
          // One name per list: several paginations share the page.
          getItemAriaLabel={(type) => `${LOGISBOX_LIST_LABELS[list]} : page ${PAGE_WORDS[type]}`}
        />
      )}
      {editing && (
        <AppointmentDialog
          projectId={editing.projectId}
          projectName={editing.customerName}
          appointmentAt={editing.appointmentAt}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
