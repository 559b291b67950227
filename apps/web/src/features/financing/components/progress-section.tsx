import { FINANCING_STATE_LABELS, type TProjectFinancing } from '@batir/shared/financing';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useConfirm } from '../../../components/confirm';
import { useSnackbar } from '../../../components/snackbar';
import { formatShortDate } from '../../../lib/format';
import { useCancelFinancing } from '../api/cancel-financing';
import { type FinancingStep, useFinancingStep } from '../api/financing-step';
import { FINANCING_STEPS, nextAction, stepDate, stepsDone } from '../model/progress';
import { Section } from './section';

const STATE_COLORS = {
  none: 'default',
  asked: 'info',
  sent: 'warning',
  offersReceived: 'success',
  unlocked: 'success',
  cancelled: 'error',
} as const;

/** « Avancement »: demandé → envoyé à la banque → offres reçues → fonds débloqués, and the next action. */
export function ProgressSection({ financing }: { financing: TProjectFinancing }) {
  const projectId = financing.project.id;
  const step = useFinancingStep(projectId);
  const cancel = useCancelFinancing(projectId);
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const done = stepsDone(financing);
  const action = financing.canEdit ? nextAction(financing.state) : null;
  const failed = (error: Error) => snackbar.show({ text: error.message, color: 'error' });
  const run = (which: FinancingStep, text: string) =>
    step.mutate(which, { onSuccess: () => snackbar.show({ text }), onError: failed });
  const onCancel = async () => {
    const ok = await confirm({
      title: 'Annuler le financement',
      message: `Le financement de « ${financing.project.name} » quittera le tableau des financements. Il pourra être demandé à nouveau. Continuer ?`,
    });
    if (ok)
      cancel.mutate(undefined, {
        onSuccess: () => snackbar.show({ text: 'Financement annulé.' }),
        onError: failed,
      });
  };
  const busy = step.isPending || cancel.isPending;
  const live = financing.state !== 'none' && financing.state !== 'cancelled';

  return (
    <Section
      title="Avancement"
      action={
        <Chip
          label={FINANCING_STATE_LABELS[financing.state]}
          color={STATE_COLORS[financing.state]}
          data-testid="financing-state"
        />
      }
    >
      <Stack spacing={2}>
        {financing.state === 'cancelled' && (
          <Alert severity="warning">
            Financement annulé le {formatShortDate(financing.cancelledAt)}. Il n’apparaît plus dans le tableau
            des financements.
          </Alert>
        )}
        <Stepper activeStep={done} alternativeLabel aria-label="Étapes du financement">
          {FINANCING_STEPS.map((item, index) => {
            const date = stepDate(financing, item.key);
            return (
              <Step key={item.key} completed={index < done}>
                <StepLabel
                  optional={
                    <Typography variant="caption" color="text.secondary">
                      {date ? formatShortDate(date) : '—'}
                    </Typography>
                  }
                >
                  {item.label}
                </StepLabel>
              </Step>
            );
          })}
        </Stepper>
        {financing.canEdit && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {(action === 'request' || action === 'requestAgain') && (
              <Button
                variant="contained"
                disabled={busy}
                onClick={() => run('request', 'Financement demandé.')}
              >
                {action === 'request' ? 'Demander le financement' : 'Demander à nouveau le financement'}
              </Button>
            )}
            {action === 'sent' && (
              <Button
                variant="contained"
                disabled={busy}
                onClick={() => run('sent', 'Dossier envoyé à la banque.')}
              >
                Marquer envoyé à la banque
              </Button>
            )}
            {action === 'attest' && (
              <Typography color="text.secondary" sx={{ alignSelf: 'center' }}>
                En attente des offres de prêt : joignez l’attestation puis attestez leur réception ci-dessous.
              </Typography>
            )}
            {action === 'unlock' && (
              <Button
                variant="contained"
                disabled={busy}
                onClick={() => run('unlock', 'Déblocage des fonds enregistré.')}
              >
                Fonds débloqués
              </Button>
            )}
            {live && (
              <Button color="error" variant="outlined" disabled={busy} onClick={() => void onCancel()}>
                Annuler le financement
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Section>
  );
}
