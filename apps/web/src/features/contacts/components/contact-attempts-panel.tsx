import {
  CONTACT_CHANNEL_LABELS,
  CONTACT_CHANNELS,
  CONTACT_OUTCOME_LABELS,
  CONTACT_OUTCOMES,
  type TContactAttempt,
  type TContactAttemptValues,
  ZContactAttemptBody,
} from '@batir/shared/contact-history';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSnackbar } from '../../../components/snackbar';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useAddContactAttempt } from '../api/add-contact-attempt';
import { failureText, Panel, personLabel } from './panel';

export type ContactAttemptsPanelProps = {
  projectId: number;
  /** The sheet's contact attempts (any order; shown newest first). */
  attempts: TContactAttempt[];
};

/** One attempt as a line: "Téléphone · Pas de réponse", then the date, who, and the comment. */
export function ContactAttemptLine({
  attempt,
  showCustomer = false,
}: {
  attempt: TContactAttempt;
  showCustomer?: boolean;
}) {
  const title = `${CONTACT_CHANNEL_LABELS[attempt.channel]} · ${CONTACT_OUTCOME_LABELS[attempt.outcome]}`;
  return (
    <ListItem disableGutters divider>
      <ListItemText
        primary={showCustomer ? `${attempt.customerName} — ${title}` : title}
        secondary={
          <>
            <Box component="span" sx={{ display: 'block' }}>
              {formatDateTime(attempt.createdAt)} — {personLabel(attempt.user)}
            </Box>
            {attempt.comment && (
              <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-wrap', color: 'text.primary' }}>
                {attempt.comment}
              </Box>
            )}
          </>
        }
      />
    </ListItem>
  );
}

const newestFirst = <T extends { createdAt: string; id: number }>(rows: T[]) =>
  [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

/** The prospect sheet's contact attempts (issue 5 §3) and the form to log a new one. */
export function ContactAttemptsPanel({ projectId, attempts }: ContactAttemptsPanelProps) {
  return (
    <Panel id={`contact-attempts-${projectId}`} title={`Tentatives de contact (${attempts.length})`}>
      <ContactAttemptForm projectId={projectId} />
      {attempts.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Aucune tentative de contact.
        </Typography>
      ) : (
        <List dense aria-label="Tentatives de contact">
          {newestFirst(attempts).map((attempt) => (
            <ContactAttemptLine key={attempt.id} attempt={attempt} />
          ))}
        </List>
      )}
    </Panel>
  );
}

type FormValues = z.input<typeof ZContactAttemptBody>;
const blank = { channel: 'phone', outcome: '', comment: '' } as unknown as FormValues;

function ContactAttemptForm({ projectId }: { projectId: number }) {
  const add = useAddContactAttempt(projectId);
  const snackbar = useSnackbar();
  const { control, handleSubmit, reset, setError } = useForm<FormValues, unknown, TContactAttemptValues>({
    resolver: zodResolver(ZContactAttemptBody),
    defaultValues: blank,
  });

  const onSubmit = handleSubmit((values) =>
    add.mutate(
      { channel: values.channel, outcome: values.outcome, comment: values.comment ?? '' },
      {
        onSuccess: () => {
          reset(blank);
          snackbar.show({ text: 'Tentative de contact enregistrée.' });
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : undefined;
          for (const [field, message] of Object.entries(fields ?? {}))
            setError(field as keyof FormValues, { message });
          snackbar.show({ text: failureText(error), color: 'error' });
        },
      },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Nouvelle tentative de contact">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Nouvelle tentative de contact
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Controller
          name="channel"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              select
              size="small"
              label="Moyen de contact"
              value={field.value ?? ''}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? ' '}
              sx={{ minWidth: 170 }}
            >
              {CONTACT_CHANNELS.map((channel) => (
                <MenuItem key={channel} value={channel}>
                  {CONTACT_CHANNEL_LABELS[channel]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          name="outcome"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              select
              size="small"
              label="Résultat"
              value={field.value ?? ''}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? ' '}
              sx={{ minWidth: 190 }}
            >
              {CONTACT_OUTCOMES.map((outcome) => (
                <MenuItem key={outcome} value={outcome}>
                  {CONTACT_OUTCOME_LABELS[outcome]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
      <Controller
        name="comment"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            value={field.value ?? ''}
            label="Commentaire"
            size="small"
            fullWidth
            multiline
            minRows={2}
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? ' '}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        )}
      />
      <Button type="submit" variant="contained" loading={add.isPending}>
        Enregistrer la tentative
      </Button>
    </Box>
  );
}
