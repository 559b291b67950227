import { BP_PERMIT_TYPE_LABELS, BP_TILE_LABELS, type TBuildingPermit } from '@batir/shared/building-permits';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useConfirm } from '../../../components/confirm';
import { useConfirmReceipt } from '../api/confirm-receipt';
import { useConvertToModification } from '../api/convert-to-modification';
import { useDownloadedPermit } from '../api/downloaded-permit';
import { usePrintPermit } from '../api/print-permit';
import { shortDay } from '../model/dates';
import { permitActions, permitSteps, stepsDone } from '../model/steps';
import type { PermitDialogKind } from './permit-dialog';
import { Section } from './section';

const TILE_COLORS = {
  waitingBpElements: 'default',
  bpInProgress: 'info',
  bpInstruction: 'warning',
  bpFinished: 'success',
} as const;

/** « Avancement du permis »: the stepper and the action of each step. */
export function PermitCard(props: { permit: TBuildingPermit; openDialog: (kind: PermitDialogKind) => void }) {
  const { permit, openDialog } = props;
  const projectId = permit.projectId;
  const print = usePrintPermit(projectId);
  const downloaded = useDownloadedPermit(projectId);
  const receipt = useConfirmReceipt(projectId);
  const convert = useConvertToModification(projectId);
  const confirm = useConfirm();
  const steps = permitSteps(permit);
  const done = stepsDone(permit.step);
  const actions = permitActions(permit.step);
  const busy = print.isPending || downloaded.isPending || receipt.isPending || convert.isPending;
  const failed = permit.step === 'refused' || permit.step === 'closed';

  const onConvert = async () => {
    if (
      await confirm({
        title: 'Convertir le refus en modificatif',
        message:
          'Un modificatif en attente d’avenant est créé ; le dossier revient en préparation avec ses plans à redessiner. Continuer ?',
      })
    )
      convert.mutate({});
  };

  return (
    <Section
      title="Avancement du permis"
      action={
        <Stack direction="row" spacing={1}>
          <Chip label={BP_PERMIT_TYPE_LABELS[permit.permitType]} variant="outlined" />
          <Chip label={BP_TILE_LABELS[permit.tile]} color={TILE_COLORS[permit.tile]} data-testid="bp-tile" />
        </Stack>
      }
    >
      <Stack spacing={2}>
        {!permit.needed && <Alert severity="info">Ce projet ne nécessite pas de permis de construire.</Alert>}
        {permit.step === 'refused' && (
          <Alert severity="error">
            Permis refusé le {shortDay(permit.refusedOn)}
            {permit.refusalReason ? ` : ${permit.refusalReason}` : ''}. Convertissez le refus en modificatif
            pour redessiner les plans, ou prononcez un refus global.
          </Alert>
        )}
        {permit.step === 'closed' && (
          <Alert severity="error">
            Dossier clos par un refus global le {shortDay(permit.globalRefusalClosedAt)}
            {permit.refusalReason ? ` (${permit.refusalReason})` : ''}.
          </Alert>
        )}
        {permit.planRedrawRequestedAt && !permit.depositedOn && (
          <Alert severity="warning">
            Plans à redessiner depuis le {shortDay(permit.planRedrawRequestedAt)} : imprimez le nouveau
            dossier.
          </Alert>
        )}
        <Stepper activeStep={done} alternativeLabel aria-label="Étapes du permis">
          {steps.map((item, index) => (
            <Step key={item.key} completed={index < done}>
              <StepLabel
                error={failed && index === steps.length - 1}
                optional={
                  <Typography variant="caption" color="text.secondary">
                    {index === 0 ? '' : shortDay(item.date)}
                  </Typography>
                }
              >
                {item.label}
              </StepLabel>
            </Step>
          ))}
        </Stepper>
        {permit.depositedOn && (
          <Typography>
            Déposé le <strong>{shortDay(permit.depositedOn)}</strong>
            {permit.number ? (
              <>
                {' '}
                sous le n° <strong data-testid="bp-number">{permit.number}</strong>
              </>
            ) : null}
            {permit.receiptConfirmedAt
              ? ` · récépissé confirmé le ${shortDay(permit.receiptConfirmedAt)}`
              : ''}
            {permit.issueDate ? (
              <>
                {' '}
                · accordé le <strong data-testid="bp-issue-date">{shortDay(permit.issueDate)}</strong>
              </>
            ) : null}
          </Typography>
        )}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {actions.includes('print') && (
            <Button
              variant={permit.printedAt ? 'outlined' : 'contained'}
              disabled={busy}
              onClick={() => print.mutate()}
            >
              {permit.printedAt ? 'Réimprimer le dossier' : 'Marquer imprimé'}
            </Button>
          )}
          {actions.includes('downloaded') && (
            <Button variant="contained" disabled={busy} onClick={() => downloaded.mutate()}>
              Marquer téléchargé / signé
            </Button>
          )}
          {actions.includes('deposit') && (
            <Button variant="contained" disabled={busy} onClick={() => openDialog('deposit')}>
              Déclarer le dépôt
            </Button>
          )}
          {actions.includes('issueDate') && (
            <Button
              variant="contained"
              color="success"
              disabled={busy}
              onClick={() => openDialog('issueDate')}
            >
              Saisir la date d'obtention
            </Button>
          )}
          {permit.step === 'deposited' && !permit.receiptConfirmedAt && (
            <Button variant="outlined" disabled={busy} onClick={() => receipt.mutate({})}>
              Confirmer le récépissé
            </Button>
          )}
          {actions.includes('refusal') && (
            <Button color="error" variant="outlined" disabled={busy} onClick={() => openDialog('refusal')}>
              Enregistrer un refus
            </Button>
          )}
          {actions.includes('convert') && (
            <Button variant="contained" disabled={busy} onClick={() => void onConvert()}>
              Convertir le refus en modificatif
            </Button>
          )}
          {actions.includes('globalRefusal') && (
            <Button
              color="error"
              variant="outlined"
              disabled={busy}
              onClick={() => openDialog('globalRefusal')}
            >
              Refus global
            </Button>
          )}
        </Stack>
      </Stack>
    </Section>
  );
}
