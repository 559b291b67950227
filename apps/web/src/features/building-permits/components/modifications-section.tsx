import {
  BP_MODIFICATION_NEXT_ACTION_LABELS,
  BP_MODIFICATION_STATUS_LABELS,
  nextBpModificationStatus,
  type TBpModification,
  type TBpModificationStatus,
} from '@batir/shared/building-permits';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useConfirm } from '../../../components/confirm';
import { formatCents } from '../../../lib/format';
import { useCancelModification } from '../api/cancel-modification';
import { useModificationStatus } from '../api/modification-status';
import { shortDay } from '../model/dates';
import type { PermitDialogTarget } from './permit-dialog';
import { Section } from './section';

export const MODIFICATION_COLORS: Record<
  TBpModificationStatus,
  'default' | 'info' | 'warning' | 'success' | 'error'
> = {
  waitingAddendum: 'warning',
  waitingAddendumCustomerSigned: 'warning',
  waitingPayment: 'info',
  inProgress: 'info',
  invoice: 'info',
  done: 'success',
  cancelled: 'default',
};

/** The actions on one BP modification (addendum, next step, comment, cancel). */
export function ModificationActions(props: {
  projectId: number;
  modification: Pick<TBpModification, 'id' | 'status' | 'description'>;
  openDialog: (target: Omit<PermitDialogTarget, 'projectId'>) => void;
}) {
  const { projectId, modification, openDialog } = props;
  const advance = useModificationStatus(projectId);
  const cancel = useCancelModification(projectId);
  const confirm = useConfirm();
  const next = nextBpModificationStatus(modification.status);
  const live = modification.status !== 'done' && modification.status !== 'cancelled';
  if (!live) return null;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {modification.status === 'waitingAddendum' ? (
        <Button
          size="small"
          variant="contained"
          onClick={() => openDialog({ kind: 'addendum', id: modification.id })}
        >
          Saisir l'avenant
        </Button>
      ) : (
        next && (
          <Button
            size="small"
            variant="contained"
            disabled={advance.isPending}
            onClick={() => advance.mutate({ id: modification.id, status: next })}
          >
            {BP_MODIFICATION_NEXT_ACTION_LABELS[modification.status] ?? BP_MODIFICATION_STATUS_LABELS[next]}
          </Button>
        )
      )}
      <Button size="small" onClick={() => openDialog({ kind: 'comment', id: modification.id })}>
        Commenter
      </Button>
      <Button
        size="small"
        color="error"
        disabled={cancel.isPending}
        onClick={async () => {
          if (
            await confirm({
              title: 'Annuler le modificatif',
              message: `Le modificatif « ${modification.description} » sera annulé. Continuer ?`,
            })
          )
            cancel.mutate({ id: modification.id });
        }}
      >
        Annuler
      </Button>
    </Stack>
  );
}

/** « Modificatifs »: the BP modifications with their addendum amount, status and actions. */
export function ModificationsSection(props: {
  projectId: number;
  modifications: TBpModification[];
  openDialog: (target: Omit<PermitDialogTarget, 'projectId'>) => void;
  readOnly?: boolean;
}) {
  const { projectId, modifications, openDialog } = props;
  return (
    <Section
      title="Modificatifs"
      action={
        props.readOnly ? null : (
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button size="small" variant="outlined" onClick={() => openDialog({ kind: 'alert' })}>
              Alerter le bureau d'études
            </Button>
            <Button size="small" variant="outlined" onClick={() => openDialog({ kind: 'addendum' })}>
              Nouveau modificatif avec avenant
            </Button>
          </Stack>
        )
      }
    >
      {modifications.length === 0 ? (
        <Typography color="text.secondary">Aucun modificatif.</Typography>
      ) : (
        <Table size="small" aria-label="Modificatifs">
          <TableHead>
            <TableRow>
              <TableCell>Demandé le</TableCell>
              <TableCell>Description</TableCell>
              <TableCell>Avenant</TableCell>
              <TableCell>Statut</TableCell>
              {!props.readOnly && <TableCell>Actions</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {modifications.map((modification) => (
              <TableRow key={modification.id}>
                <TableCell>{shortDay(modification.createdAt)}</TableCell>
                <TableCell>
                  {modification.description}
                  {modification.comment && (
                    <Typography variant="body2" color="text.secondary">
                      Commentaire : {modification.comment}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {modification.addendumAmountCents === null
                    ? '—'
                    : formatCents(modification.addendumAmountCents)}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={BP_MODIFICATION_STATUS_LABELS[modification.status]}
                    color={MODIFICATION_COLORS[modification.status]}
                  />
                </TableCell>
                {!props.readOnly && (
                  <TableCell>
                    <ModificationActions
                      projectId={projectId}
                      modification={modification}
                      openDialog={openDialog}
                    />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}
