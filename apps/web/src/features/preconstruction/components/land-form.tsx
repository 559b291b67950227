import {
  LAND_SERVICES,
  LAND_STATUS_LABELS,
  LAND_STATUSES,
  type TLand,
  type TLandBody,
  type TLandValues,
  ZLandBody,
} from '@batir/shared/preconstruction';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useSnackbar } from '../../../components/snackbar';
import { formatNumber } from '../../../lib/format';
import { useSaveLand } from '../api/save-land';
import { DateField, FrenchDates, NumberField } from './fields';

export function landValues(land: TLand): TLandBody {
  return {
    status: land.status,
    address: land.address,
    postalCode: land.postalCode,
    city: land.city,
    cadastralSection: land.cadastralSection,
    cadastralParcel: land.cadastralParcel,
    areaM2: land.areaM2,
    price: land.price,
    sellerName: land.sellerName,
    notary: land.notary,
    agreementSignedOn: land.agreementSignedOn,
    deedReceivedOn: land.deedReceivedOn,
    servicing: land.servicing,
    notes: land.notes,
  };
}

type TextName =
  | 'address'
  | 'postalCode'
  | 'city'
  | 'cadastralSection'
  | 'cadastralParcel'
  | 'sellerName'
  | 'notary'
  | 'notes';

/** The land: status, address, cadastre, area, price, seller, notary, dates and servicing. */
export function LandForm({
  projectId,
  land,
  readOnly,
}: {
  projectId: number;
  land: TLand;
  readOnly: boolean;
}) {
  const save = useSaveLand(projectId);
  const snackbar = useSnackbar();
  const { control, handleSubmit, setError, formState } = useForm<TLandBody, unknown, TLandValues>({
    resolver: zodResolver(ZLandBody),
    defaultValues: landValues(land),
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => snackbar.show({ text: answer.message }),
      onError: (error) => {
        for (const [field, message] of Object.entries(error.fields ?? {}))
          setError(field as keyof TLandBody, { message });
        snackbar.show({ text: error.message, color: 'error' });
      },
    }),
  );

  const text = (
    name: TextName,
    label: string,
    extra: { multiline?: boolean; inputMode?: 'numeric' } = {},
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          label={label}
          fullWidth
          disabled={readOnly}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          {...(extra.multiline ? { multiline: true, minRows: 2 } : {})}
          {...(extra.inputMode
            ? { slotProps: { htmlInput: { inputMode: extra.inputMode, maxLength: 5 } } }
            : {})}
        />
      )}
    />
  );

  return (
    <Card component="form" noValidate onSubmit={onSubmit} aria-label="Terrain">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            Terrain
          </Typography>
          <FrenchDates>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 4 }}>
                <Controller
                  name="status"
                  control={control}
                  render={({ field, fieldState }) => (
                    <TextField
                      {...field}
                      select
                      fullWidth
                      label="Statut"
                      disabled={readOnly}
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message}
                    >
                      {LAND_STATUSES.map((status) => (
                        <MenuItem key={status} value={status}>
                          {LAND_STATUS_LABELS[status]}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 8 }}>{text('address', 'Adresse du terrain')}</Grid>
              <Grid size={{ xs: 12, sm: 4, md: 3 }}>
                {text('postalCode', 'Code postal', { inputMode: 'numeric' })}
              </Grid>
              <Grid size={{ xs: 12, sm: 8, md: 4 }}>{text('city', 'Commune')}</Grid>
              <Grid size={{ xs: 6, md: 3 }}>{text('cadastralSection', 'Section cadastrale')}</Grid>
              <Grid size={{ xs: 6, md: 3 }}>{text('cadastralParcel', 'Parcelle')}</Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <Controller
                  name="areaM2"
                  control={control}
                  render={({ field, fieldState }) => (
                    <NumberField
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      label="Surface"
                      fullWidth
                      disabled={readOnly}
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message}
                      slotProps={{
                        input: { endAdornment: <InputAdornment position="end">m²</InputAdornment> },
                      }}
                    />
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <Controller
                  name="price"
                  control={control}
                  render={({ field, fieldState }) => (
                    <NumberField
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      label="Prix"
                      format={formatNumber}
                      fullWidth
                      disabled={readOnly}
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message}
                      slotProps={{
                        input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
                      }}
                    />
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>{text('sellerName', 'Vendeur')}</Grid>
              <Grid size={{ xs: 12, md: 6 }}>{text('notary', 'Notaire')}</Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <Controller
                  name="agreementSignedOn"
                  control={control}
                  render={({ field }) => (
                    <DateField
                      name="agreementSignedOn"
                      label="Compromis signé le"
                      value={field.value as string | null}
                      onChange={field.onChange}
                      error={errors.agreementSignedOn?.message}
                      disabled={readOnly}
                    />
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <Controller
                  name="deedReceivedOn"
                  control={control}
                  render={({ field }) => (
                    <DateField
                      name="deedReceivedOn"
                      label="Acte du terrain reçu le"
                      value={field.value as string | null}
                      onChange={field.onChange}
                      error={errors.deedReceivedOn?.message}
                      disabled={readOnly}
                    />
                  )}
                />
              </Grid>
            </Grid>
          </FrenchDates>
          <div>
            <FormLabel component="legend">Viabilisation en limite de terrain</FormLabel>
            <FormGroup row>
              {LAND_SERVICES.map((service) => (
                <Controller
                  key={service.key}
                  name={`servicing.${service.key}`}
                  control={control}
                  render={({ field }) => (
                    <FormControlLabel
                      label={service.label}
                      disabled={readOnly}
                      control={
                        <Checkbox
                          checked={!!field.value}
                          onChange={(event) => field.onChange(event.target.checked)}
                        />
                      }
                    />
                  )}
                />
              ))}
            </FormGroup>
          </div>
          {text('notes', 'Remarques', { multiline: true })}
          {!readOnly && (
            <Button
              type="submit"
              variant="contained"
              loading={save.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              Enregistrer le terrain
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
