import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { useLogisboxAppointmentDate } from '../api/logisbox-appointment';
import { DateTimeField } from './fields';

/** Sets (or clears) the logisbox appointment of a project, typed DD/MM/YYYY HH:mm in Paris time. */
export function AppointmentDialog(props: {
  projectId: number;
  projectName: string;
  appointmentAt: string | null;
  onClose: () => void;
}) {
  const { projectId, projectName, appointmentAt, onClose } = props;
  const titleId = useId();
  const [value, setValue] = useState(appointmentAt ?? '');
  const [invalid, setInvalid] = useState(false);
  const save = useLogisboxAppointmentDate();
  const snackbar = useSnackbar();
  const submit = (date: string | null) =>
    save.mutate(
      { projectId, date },
      {
        onSuccess: (answer) => {
          snackbar.show({ text: answer.message });
          onClose();
        },
        onError: (error) => snackbar.show({ text: error.message, color: 'error' }),
      },
    );
  return (
    <AppDialog open onClose={onClose} aria-labelledby={titleId} width="small">
      <DialogTitle id={titleId}>Rendez-vous logisbox : {projectName}</DialogTitle>
      <DialogContent>
        <DateTimeField
          label="Date et heure"
          value={value}
          onChange={(iso) => {
            setValue(iso);
            setInvalid(false);
          }}
          fullWidth
          sx={{ mt: 1 }}
          error={invalid}
          helperText={invalid ? 'Date invalide : JJ/MM/AAAA HH:mm' : 'Heure de Paris'}
        />
      </DialogContent>
      <DialogActions>
        {appointmentAt && (
          <Button color="error" onClick={() => submit(null)} disabled={save.isPending}>
            Annuler le rendez-vous
          </Button>
        )}
        <Button onClick={onClose}>Fermer</Button>
        <Button
          variant="contained"
          loading={save.isPending}
          onClick={() => (value ? submit(value) : setInvalid(true))}
        >
          Enregistrer
        </Button>
      </DialogActions>
    </AppDialog>
  );
}
