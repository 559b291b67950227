import {
  ACCESS_GROUND_LABELS,
  ACCESS_GROUNDS,
  ACCESS_SLOPE_LABELS,
  ACCESS_SLOPES,
  type TLandAccessibility,
  ZLandAccessibility,
} from '@batir/shared/preconstruction';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSnackbar } from '../../../components/snackbar';
import { useSaveLandAccessibility } from '../api/save-land-accessibility';
import { NumberField } from './fields';

type Input = z.input<typeof ZLandAccessibility>;
const yesNo = (value: boolean | null | undefined) => (value === true ? 'yes' : value === false ? 'no' : '');

/** Access of delivery trucks and machines, saved on its own (saveLandAccessibility). */
export function AccessibilityCard(props: {
  projectId: number;
  accessibility: TLandAccessibility;
  readOnly: boolean;
}) {
  const { projectId, accessibility, readOnly } = props;
  const save = useSaveLandAccessibility(projectId);
  const snackbar = useSnackbar();
  const { control, handleSubmit } = useForm<Input, unknown, TLandAccessibility>({
    resolver: zodResolver(ZLandAccessibility),
    defaultValues: accessibility,
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => snackbar.show({ text: answer.message }),
      onError: (error) => snackbar.show({ text: error.message, color: 'error' }),
    }),
  );

  const select = <K extends 'slope' | 'ground'>(
    name: K,
    label: string,
    options: readonly string[],
    labels: Record<string, string>,
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value || null)}
          disabled={readOnly}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        >
          <MenuItem value="">
            <em>Non renseigné</em>
          </MenuItem>
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {labels[option]}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Card component="form" noValidate onSubmit={onSubmit} aria-label="Accessibilité du terrain">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            Accessibilité du terrain
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Controller
                name="truckAccess"
                control={control}
                render={({ field }) => (
                  <TextField
                    select
                    fullWidth
                    label="Accès camion"
                    name={field.name}
                    value={yesNo(field.value)}
                    onChange={(event) =>
                      field.onChange(event.target.value === '' ? null : event.target.value === 'yes')
                    }
                    disabled={readOnly}
                  >
                    <MenuItem value="">
                      <em>Non renseigné</em>
                    </MenuItem>
                    <MenuItem value="yes">Oui</MenuItem>
                    <MenuItem value="no">Non</MenuItem>
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Controller
                name="accessWidthM"
                control={control}
                render={({ field, fieldState }) => (
                  <NumberField
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    label="Largeur d'accès"
                    fullWidth
                    disabled={readOnly}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                    slotProps={{ input: { endAdornment: <InputAdornment position="end">m</InputAdornment> } }}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              {select('slope', 'Pente', ACCESS_SLOPES, ACCESS_SLOPE_LABELS)}
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              {select('ground', 'Sol', ACCESS_GROUNDS, ACCESS_GROUND_LABELS)}
            </Grid>
            {(['obstacles', 'notes'] as const).map((name) => (
              <Grid key={name} size={{ xs: 12, md: 6 }}>
                <Controller
                  name={name}
                  control={control}
                  render={({ field, fieldState }) => (
                    <TextField
                      {...field}
                      value={field.value ?? ''}
                      label={name === 'obstacles' ? 'Obstacles (lignes, arbres, portail…)' : 'Remarques'}
                      fullWidth
                      multiline
                      minRows={2}
                      disabled={readOnly}
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
              </Grid>
            ))}
          </Grid>
          {!readOnly && (
            <Button
              type="submit"
              variant="outlined"
              loading={save.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              Enregistrer l'accessibilité
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
