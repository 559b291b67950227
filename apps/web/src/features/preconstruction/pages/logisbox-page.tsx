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
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../app/route-names';
import { useSnackbar } from '../../../components/snackbar';
import { formatDateTime, formatShortDate } from '../../../lib/format';
import { useLogisbox } from '../api/logisbox';
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

function LogisboxList({ list, total, items }: { list: TLogisboxList; total: number; items: TLogisboxRow[] }) {
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
      {items.length === 0 ? (
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
                        aria-label={`Rendez-vous logisbox : ${row.customerName}`}
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
      {total > items.length && (
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {items.length} projets affichés sur {total}.
          </Typography>
        </CardContent>
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
