import { APPOINTMENT_TYPES } from '@batir/shared/appointments';
import {
  APPOINTMENT_REQUEST_STATUS_LABELS,
  type TAppointmentRequest,
  ZAppointmentRequestBody,
} from '@batir/shared/contact-history';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatDateTime } from '../../../lib/format';
import { useProjectAppointmentRequests, useSendAppointmentRequest } from '../api/appointment-requests';

/**
 * What a customer may ask for, as the appointment types of the agenda (APPOINTMENT_TYPES): 1 is a meeting
 * at the agency, 3 a video call (télérendez-vous). Site visits and internal meetings are the staff's.
 */
export const CUSTOMER_APPOINTMENT_TYPES = [
  { type: 1, label: 'Rendez-vous en agence' },
  { type: 3, label: 'Télérendez-vous (visio)' },
] as const;

export const WAITING_NOTICE = 'Votre demande est en attente : votre conseiller vous contactera.';

function typeLabel(type: number): string {
  return (
    CUSTOMER_APPOINTMENT_TYPES.find((option) => option.type === type)?.label ??
    APPOINTMENT_TYPES[type as keyof typeof APPOINTMENT_TYPES] ??
    'Rendez-vous'
  );
}

/** The route's body without the project (the card knows it); the type as the radio's string value. */
const ZRequestForm = ZAppointmentRequestBody.pick({ availability: true, message: true }).extend({
  type: z.enum(['1', '3'], { message: 'Choisissez le type de rendez-vous' }),
});
type RequestFormInput = z.input<typeof ZRequestForm>;
type RequestFormOutput = z.output<typeof ZRequestForm>;

const STATUS_COLORS: Record<TAppointmentRequest['status'], 'warning' | 'success' | 'default'> = {
  waiting: 'warning',
  scheduled: 'success',
  cancelled: 'default',
};

/**
 * "Demander un rendez-vous": one waiting request per project at a time (the server refuses a second one
 * with a French 400, shown here); while one waits, the form gives way to a notice.
 */
export function AppointmentRequestCard({ projectId }: { projectId: number }) {
  const requests = useProjectAppointmentRequests(projectId);
  const send = useSendAppointmentRequest(projectId);
  const [sent, setSent] = useState(false);
  const headingId = `appointment-request-${projectId}`;
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RequestFormInput, unknown, RequestFormOutput>({
    resolver: zodResolver(ZRequestForm),
    defaultValues: { type: '1', availability: '', message: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setSent(false);
    send.mutate(
      { type: Number(values.type), availability: values.availability, message: values.message },
      {
        onSuccess: () => {
          reset();
          setSent(true);
        },
      },
    );
  });

  const list = requests.data?.list ?? [];
  const waiting = list.some((request) => request.status === 'waiting');
  const { ref: availabilityRef, ...availability } = register('availability');
  const { ref: messageRef, ...message } = register('message');

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Demander un rendez-vous
      </Typography>
      {sent && (
        <Alert severity="success" role="status" sx={{ mb: 1 }}>
          Demande envoyée à votre conseiller.
        </Alert>
      )}
      {send.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {send.error.message}
        </Alert>
      )}
      {requests.isPending ? (
        <CircularProgress size={24} aria-label="Chargement des demandes de rendez-vous" />
      ) : requests.isError ? (
        <Alert severity="error">
          Impossible d’afficher vos demandes de rendez-vous : {requests.error.message}
        </Alert>
      ) : waiting ? (
        <Alert severity="info" role="note">
          {WAITING_NOTICE}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit} aria-label="Demande de rendez-vous">
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <FormControl error={!!errors.type}>
                <FormLabel id={`${headingId}-type`}>Type de rendez-vous</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={`${headingId}-type`}
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  {CUSTOMER_APPOINTMENT_TYPES.map((option) => (
                    <FormControlLabel
                      key={option.type}
                      value={String(option.type)}
                      control={<Radio />}
                      label={option.label}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
          <TextField
            {...availability}
            inputRef={availabilityRef}
            label="Vos disponibilités"
            placeholder="Par exemple : le mardi après 17 h, ou le samedi matin"
            multiline
            minRows={2}
            fullWidth
            margin="dense"
            error={!!errors.availability}
            helperText={errors.availability?.message}
          />
          <TextField
            {...message}
            inputRef={messageRef}
            label="Message"
            multiline
            minRows={2}
            fullWidth
            margin="dense"
            error={!!errors.message}
            helperText={errors.message?.message}
          />
          <Box sx={{ mt: 1, display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" loading={send.isPending}>
              Envoyer la demande
            </Button>
          </Box>
        </Box>
      )}
      {list.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            Vos demandes
          </Typography>
          <Stack component="ul" aria-label="Vos demandes de rendez-vous" spacing={1} sx={{ p: 0, m: 0 }}>
            {list.map((request) => (
              <Stack
                component="li"
                key={request.id}
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap', listStyle: 'none' }}
              >
                <Chip
                  size="small"
                  color={STATUS_COLORS[request.status]}
                  label={APPOINTMENT_REQUEST_STATUS_LABELS[request.status]}
                />
                <Typography>
                  {typeLabel(request.type)}, demandé le {formatDateTime(request.createdAt)}
                </Typography>
                {request.availability && (
                  <Typography variant="body2" color="text.secondary" sx={{ width: '100%' }}>
                    Disponibilités : {request.availability}
                  </Typography>
                )}
              </Stack>
            ))}
          </Stack>
        </Box>
      )}
    </Box>
  );
}
