import { ZMaintenanceBody } from '@batir/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSnackbar } from '../../../components/snackbar';
import type { Maintenance } from '../api/get-maintenance';
import { useUpdateMaintenance } from '../api/update-maintenance';

type MaintenanceFormValues = z.input<typeof ZMaintenanceBody>;

/** Switches maintenance mode on or off, with the message shown to the users sent away. */
export function MaintenanceForm({ maintenance }: { maintenance: Maintenance }) {
  const update = useUpdateMaintenance();
  const snackbar = useSnackbar();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<MaintenanceFormValues, unknown, Maintenance>({
    resolver: zodResolver(ZMaintenanceBody),
    defaultValues: maintenance,
  });
  const { ref, ...message } = register('message');

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={handleSubmit((values) =>
        update.mutate(values, {
          onSuccess: (answer) => {
            reset(answer.maintenance);
            snackbar.show();
          },
          onError: (error) => snackbar.show({ text: error.message, color: 'error' }),
        }),
      )}
    >
      <Controller
        name="enabled"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            label="Mode maintenance activé"
            control={
              <Switch
                name={field.name}
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        )}
      />
      <TextField
        {...message}
        id="maintenance-message"
        inputRef={ref}
        label="Message affiché aux utilisateurs"
        multiline
        minRows={3}
        fullWidth
        error={!!errors.message}
        helperText={errors.message?.message ?? 'Laissé vide, un message par défaut est affiché.'}
      />
      <Button type="submit" variant="contained" loading={update.isPending} sx={{ alignSelf: 'flex-start' }}>
        Enregistrer
      </Button>
    </Stack>
  );
}
