import { SMS_MAX_LENGTH, type TMailSmsBody, ZMailSmsBody } from '@batir/shared/project-documents';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { AppDialog } from '../../../components/app-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { formatPhone } from '../../../lib/format';
import { useSendMailSms } from '../api/send-mail-sms';

type Contact = { name: string; email: string | null; phone: string | null };

/** Writes an e-mail or an SMS to the customer (POST /api/project/{project}/mailSms, through the outbox). */
export function ComposeDialog(props: {
  projectId: number;
  contact: Contact;
  open: boolean;
  initialChannel: 'email' | 'sms';
  onClose: () => void;
}) {
  return (
    <AppDialog open={props.open} onClose={props.onClose} aria-labelledby="compose-title">
      {props.open && <ComposeForm {...props} />}
    </AppDialog>
  );
}

function ComposeForm(props: {
  projectId: number;
  contact: Contact;
  initialChannel: 'email' | 'sms';
  onClose: () => void;
}) {
  const { contact } = props;
  const send = useSendMailSms(props.projectId);
  const snackbar = useSnackbar();
  const { control, register, handleSubmit, setError, formState } = useForm<TMailSmsBody>({
    resolver: zodResolver(ZMailSmsBody),
    defaultValues: { channel: props.initialChannel, subject: '', message: '' },
  });
  const channel = useWatch({ control, name: 'channel' });
  const message = useWatch({ control, name: 'message' }) ?? '';
  const recipient = channel === 'email' ? contact.email : contact.phone && formatPhone(contact.phone);
  const onSubmit = handleSubmit((values) =>
    send.mutate(values.channel === 'sms' ? { ...values, subject: undefined } : values, {
      onSuccess: (answer) => {
        snackbar.show({ text: answer.message });
        props.onClose();
      },
      onError: (error) => {
        const fields = (error as { fields?: Record<string, string> }).fields;
        for (const [field, text] of Object.entries(fields ?? {}))
          setError(field as keyof TMailSmsBody, { message: text });
        if (!fields) setError('root', { message: error.message });
      },
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogTitle id="compose-title">Nouveau message à {contact.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Controller
            control={control}
            name="channel"
            render={({ field }) => (
              <RadioGroup row {...field} aria-label="Canal">
                <FormControlLabel value="email" control={<Radio />} label="E-mail" />
                <FormControlLabel value="sms" control={<Radio />} label="SMS" />
              </RadioGroup>
            )}
          />
          {recipient ? (
            <TextField
              label="Destinataire"
              value={recipient}
              size="small"
              slotProps={{ input: { readOnly: true } }}
            />
          ) : (
            <Alert severity="warning">
              {channel === 'email'
                ? "Ce client n'a pas d'adresse e-mail."
                : "Ce client n'a pas de numéro de téléphone."}
            </Alert>
          )}
          {channel === 'email' && (
            <TextField
              {...register('subject')}
              label="Objet"
              required
              error={!!formState.errors.subject}
              helperText={formState.errors.subject?.message}
            />
          )}
          <TextField
            {...register('message')}
            label="Message"
            required
            multiline
            minRows={channel === 'sms' ? 3 : 6}
            error={!!formState.errors.message}
            helperText={
              formState.errors.message?.message ??
              (channel === 'sms' ? `${message.length} / ${SMS_MAX_LENGTH} caractères` : undefined)
            }
          />
          {formState.errors.root && <Alert severity="error">{formState.errors.root.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Annuler</Button>
        <Button type="submit" variant="contained" loading={send.isPending} disabled={!recipient}>
          Envoyer
        </Button>
      </DialogActions>
    </form>
  );
}
