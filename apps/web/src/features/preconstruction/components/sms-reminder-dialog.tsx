import { SMS_REMINDER_MAX, type TSmsReminderBody, ZSmsReminderBody } from '@batir/shared/preconstruction';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { AppDialog } from '../../../components/app-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { formatDateTime, formatPhone } from '../../../lib/format';
import { useSendSmsReminder } from '../api/send-sms-reminder';
import { useSmsReminders } from '../api/sms-reminders';

const STATUS_LABELS: Record<string, string> = {
  pending: 'en attente d’envoi',
  sent: 'envoyé',
  failed: 'échec',
};

/** « Envoyer un SMS de relance »: the SMS already sent for this project, and a new one (320 characters). */
export function SmsReminderDialog(props: { projectId: number; missing: string[]; onClose: () => void }) {
  const { projectId, missing, onClose } = props;
  const titleId = useId();
  const history = useSmsReminders(projectId, true);
  const send = useSendSmsReminder(projectId);
  const snackbar = useSnackbar();
  const detailed = `Bonjour, pour compléter votre dossier il nous manque : ${missing.join(', ')}. Merci de nous les transmettre.`;
  const suggestion = !missing.length
    ? ''
    : detailed.length <= SMS_REMINDER_MAX
      ? detailed
      : `Bonjour, il manque encore ${missing.length} pièces à votre dossier de construction. Merci de nous les transmettre.`;
  const { control, handleSubmit, reset, setError } = useForm<TSmsReminderBody>({
    resolver: zodResolver(ZSmsReminderBody),
    defaultValues: { message: suggestion },
  });
  const message = useWatch({ control, name: 'message' }) ?? '';
  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: (answer) => {
        snackbar.show({ text: answer.message });
        reset({ message: '' });
      },
      onError: (error) => setError('message', { message: error.fields?.message ?? error.message }),
    }),
  );
  const phone = history.data?.phone;
  return (
    <AppDialog open onClose={onClose} aria-labelledby={titleId} width="large">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>Envoyer un SMS de relance</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {history.isPending ? (
              <CircularProgress size={24} aria-label="Chargement" />
            ) : phone ? (
              <Typography variant="body2">Portable du client : {formatPhone(phone)}</Typography>
            ) : (
              <Alert severity="warning">
                Ce client n'a pas de numéro de portable : le SMS ne peut pas être envoyé.
              </Alert>
            )}
            <Controller
              name="message"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label="Message"
                  multiline
                  minRows={3}
                  fullWidth
                  error={!!fieldState.error}
                  helperText={
                    fieldState.error?.message ?? `${message.length} / ${SMS_REMINDER_MAX} caractères`
                  }
                  slotProps={{ htmlInput: { maxLength: SMS_REMINDER_MAX } }}
                />
              )}
            />
            <div>
              <Typography variant="subtitle2" component="h3">
                SMS déjà envoyés
              </Typography>
              {history.data && history.data.reminders.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  Aucun SMS envoyé pour ce projet.
                </Typography>
              )}
              <List dense aria-label="SMS déjà envoyés">
                {history.data?.reminders.map((sms) => (
                  <ListItem key={sms.id} disableGutters>
                    <ListItemText
                      primary={sms.text}
                      secondary={`${formatDateTime(sms.createdAt)} · ${formatPhone(sms.recipient)}${
                        sms.sentBy ? ` · par ${sms.sentBy}` : ''
                      } · ${STATUS_LABELS[sms.status] ?? sms.status}`}
                    />
                  </ListItem>
                ))}
              </List>
            </div>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Fermer</Button>
          <Button type="submit" variant="contained" loading={send.isPending} disabled={!phone}>
            Envoyer le SMS
          </Button>
        </DialogActions>
      </form>
    </AppDialog>
  );
}
