import { type TShareByMailBody, ZShareByMailBody } from '@batir/shared/projects';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { AppDialog } from '../../../components/app-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { useShareByMail } from '../api/project-operations';

/** « Partager par e-mail »: a summary of the project and a message, sent through the outbox. */
export function ShareDialog(props: { projectId: number; open: boolean; onClose: () => void }) {
  const { projectId, open, onClose } = props;
  const share = useShareByMail(projectId);
  const snackbar = useSnackbar();
  const { control, handleSubmit, setError, reset } = useForm<TShareByMailBody, unknown, TShareByMailBody>({
    resolver: zodResolver(ZShareByMailBody),
    defaultValues: { email: '', message: '' },
  });
  const onSubmit = handleSubmit((values) =>
    share.mutate(values, {
      onSuccess: (answer) => {
        snackbar.show({ text: answer.message });
        reset();
        onClose();
      },
      onError: (error) => {
        if (error.fields?.email) setError('email', { message: error.fields.email });
        else snackbar.show({ text: error.message, color: 'error' });
      },
    }),
  );
  return (
    <AppDialog open={open} onClose={onClose} aria-labelledby="share-project-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="share-project-title">Partager le projet par e-mail</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              name="email"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label="Destinataire"
                  type="email"
                  required
                  autoFocus
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            <Controller
              name="message"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label="Message"
                  multiline
                  minRows={4}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message ?? 'Le résumé du projet suit votre message.'}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="submit" variant="contained" loading={share.isPending}>
            Envoyer
          </Button>
        </DialogActions>
      </form>
    </AppDialog>
  );
}
