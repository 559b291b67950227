import type { TProjectFinancing } from '@batir/shared/financing';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useSnackbar } from '../../../components/snackbar';
import { usePutBankInfo } from '../api/put-bank-info';
import { bankDefaults, type TBankForm, ZBankForm } from '../model/forms';
import { Section } from './section';

const FIELDS = [
  ['bankName', 'Banque', 'organization'],
  ['bankAdviser', 'Conseiller bancaire', 'off'],
  ['bankPhone', 'Téléphone du conseiller', 'tel'],
  ['bankEmail', 'E-mail du conseiller', 'email'],
  ['broker', 'Courtier', 'off'],
] as const;

/** « Banque »: the bank, its adviser and the broker. */
export function BankSection({ financing }: { financing: TProjectFinancing }) {
  const save = usePutBankInfo(financing.project.id);
  const snackbar = useSnackbar();
  const { control, handleSubmit, setError, formState } = useForm<TBankForm>({
    resolver: zodResolver(ZBankForm),
    values: bankDefaults(financing),
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => snackbar.show(),
      onError: (error) => {
        for (const [field, message] of Object.entries(error.fields ?? {}))
          setError(field as keyof TBankForm, { message });
        if (!error.fields) snackbar.show({ text: error.message, color: 'error' });
      },
    }),
  );
  return (
    <Section title="Banque">
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <Grid container spacing={2}>
          {FIELDS.map(([name, label, autoComplete]) => (
            <Grid key={name} size={{ xs: 12, sm: name === 'bankName' ? 12 : 6 }}>
              <Controller
                name={name}
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    value={field.value ?? ''}
                    label={label}
                    fullWidth
                    autoComplete={autoComplete}
                    disabled={!financing.canEdit}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
            </Grid>
          ))}
        </Grid>
        {financing.canEdit && (
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending || !formState.isDirty}
            sx={{ alignSelf: 'flex-start' }}
          >
            Enregistrer la banque
          </Button>
        )}
      </Stack>
    </Section>
  );
}
