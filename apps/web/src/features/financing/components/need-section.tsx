import type { TProjectFinancing } from '@batir/shared/financing';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useSnackbar } from '../../../components/snackbar';
import { formatCents } from '../../../lib/format';
import { usePutNeed } from '../api/put-need';
import { needDefaults, type TNeedForm, ZNeedForm } from '../model/forms';
import { Section } from './section';

const euro = { input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } };

function Line(props: { label: string; value: string; strong?: boolean; color?: string; testId?: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography color="text.secondary">{props.label}</Typography>
      <Typography
        sx={{ fontWeight: props.strong ? 700 : 400, color: props.color }}
        data-testid={props.testId}
      >
        {props.value}
      </Typography>
    </Stack>
  );
}

/** « Besoin de financement »: total need and personal contribution (euros), and what the loans leave. */
export function NeedSection({ financing }: { financing: TProjectFinancing }) {
  const save = usePutNeed(financing.project.id);
  const snackbar = useSnackbar();
  const { control, handleSubmit, setError, formState } = useForm<TNeedForm>({
    resolver: zodResolver(ZNeedForm),
    values: needDefaults(financing),
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => snackbar.show(),
      onError: (error) => {
        for (const [field, message] of Object.entries(error.fields ?? {}))
          setError(field as keyof TNeedForm, { message });
        if (!error.fields) snackbar.show({ text: error.message, color: 'error' });
      },
    }),
  );
  const remaining = financing.remainingCents;
  return (
    <Section title="Besoin de financement">
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {(
            [
              ['totalNeed', 'Coût total de l’opération'],
              ['personalContribution', 'Apport personnel'],
            ] as const
          ).map(([name, label]) => (
            <Controller
              key={name}
              name={name}
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label={label}
                  fullWidth
                  disabled={!financing.canEdit}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message ?? 'En euros, ex. 250 000,00'}
                  slotProps={{ ...euro, htmlInput: { inputMode: 'decimal' } }}
                />
              )}
            />
          ))}
        </Stack>
        {financing.canEdit && (
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending || !formState.isDirty}
            sx={{ alignSelf: 'flex-start' }}
          >
            Enregistrer le besoin
          </Button>
        )}
        <Divider />
        <Stack spacing={0.5}>
          <Line label="Coût total" value={formatCents(financing.totalNeedCents) || '—'} />
          <Line label="Apport personnel" value={formatCents(financing.personalContributionCents) || '—'} />
          <Line label="Total des prêts" value={formatCents(financing.loansCents)} />
          <Line
            label="Reste à financer"
            testId="financing-remaining"
            strong
            value={remaining === null ? '—' : formatCents(remaining)}
            color={remaining === null ? undefined : remaining > 0 ? 'warning.main' : 'success.main'}
          />
        </Stack>
      </Stack>
    </Section>
  );
}
