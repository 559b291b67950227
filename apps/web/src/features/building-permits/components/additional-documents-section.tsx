import type { TBpAdditionalDocument } from '@batir/shared/building-permits';
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
import { useCancelAdditionalDocument } from '../api/cancel-additional-document';
import { useConfirmReceipt } from '../api/confirm-receipt';
import { useConvertToModification } from '../api/convert-to-modification';
import { shortDay } from '../model/dates';
import type { PermitDialogTarget } from './permit-dialog';
import { Section } from './section';

/** The actions on one open additional document: received, converted to a BP modification, cancelled. */
export function AdditionalDocumentActions(props: { projectId: number; id: number; description: string }) {
  const receipt = useConfirmReceipt(props.projectId);
  const convert = useConvertToModification(props.projectId);
  const cancel = useCancelAdditionalDocument(props.projectId);
  const confirm = useConfirm();
  const busy = receipt.isPending || convert.isPending || cancel.isPending;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="contained"
        disabled={busy}
        onClick={() => receipt.mutate({ additionalDocumentId: props.id })}
      >
        Reçue
      </Button>
      <Button
        size="small"
        disabled={busy}
        onClick={async () => {
          if (
            await confirm({
              title: 'Convertir en modificatif',
              message: `La pièce « ${props.description} » devient un modificatif en attente d’avenant. Continuer ?`,
            })
          )
            convert.mutate({ additionalDocumentId: props.id });
        }}
      >
        Convertir en modificatif
      </Button>
      <Button
        size="small"
        color="error"
        disabled={busy}
        onClick={async () => {
          if (
            await confirm({
              title: 'Annuler la pièce',
              message: `Annuler la pièce « ${props.description} » ?`,
            })
          )
            cancel.mutate({ id: props.id });
        }}
      >
        Annuler
      </Button>
    </Stack>
  );
}

const stateOf = (doc: TBpAdditionalDocument) =>
  doc.cancelledAt
    ? { label: `Annulée le ${shortDay(doc.cancelledAt)}`, color: 'default' as const }
    : doc.receivedAt
      ? { label: `Reçue le ${shortDay(doc.receivedAt)}`, color: 'success' as const }
      : { label: 'Attendue', color: 'warning' as const };

/** « Pièces complémentaires »: the documents asked by the town hall during instruction. */
export function AdditionalDocumentsSection(props: {
  projectId: number;
  documents: TBpAdditionalDocument[];
  openDialog: (target: Omit<PermitDialogTarget, 'projectId'>) => void;
  readOnly?: boolean;
}) {
  return (
    <Section
      title="Pièces complémentaires"
      action={
        props.readOnly ? null : (
          <Button
            size="small"
            variant="outlined"
            onClick={() => props.openDialog({ kind: 'additionalDocument' })}
          >
            Ajouter une pièce
          </Button>
        )
      }
    >
      {props.documents.length === 0 ? (
        <Typography color="text.secondary">Aucune pièce complémentaire demandée.</Typography>
      ) : (
        <Table size="small" aria-label="Pièces complémentaires">
          <TableHead>
            <TableRow>
              <TableCell>Pièce</TableCell>
              <TableCell>Échéance</TableCell>
              <TableCell>État</TableCell>
              {!props.readOnly && <TableCell>Actions</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {props.documents.map((doc) => {
              const state = stateOf(doc);
              return (
                <TableRow key={doc.id}>
                  <TableCell>{doc.description}</TableCell>
                  <TableCell>{shortDay(doc.dueOn)}</TableCell>
                  <TableCell>
                    <Chip size="small" label={state.label} color={state.color} />
                  </TableCell>
                  {!props.readOnly && (
                    <TableCell>
                      {!doc.cancelledAt && !doc.receivedAt && (
                        <AdditionalDocumentActions
                          projectId={props.projectId}
                          id={doc.id}
                          description={doc.description}
                        />
                      )}
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}
