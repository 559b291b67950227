import {
  BP_PERMIT_TYPE_LABELS,
  BP_PERMIT_TYPES,
  type TBpEditBody,
  type TBuildingPermit,
  ZBpEditBody,
} from '@batir/shared/building-permits';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useEditPermit } from '../api/edit-permit';
import { useToggleBpShow } from '../api/toggle-bp-show';
import { DayField } from './day-field';
import { Section } from './section';

type Form = {
  needed: boolean;
  permitType: TBpEditBody['permitType'];
  number: string;
  permitAgreementDate: string | null;
};

/** « Informations du permis »: need, permit type, number, agreement date; and what the customer sees. */
export function PermitInfoSection({ permit }: { permit: TBuildingPermit }) {
  const save = useEditPermit(permit.projectId);
  const toggle = useToggleBpShow(permit.projectId);
  const { control, handleSubmit, formState } = useForm<Form>({
    resolver: zodResolver(ZBpEditBody as never) as unknown as Resolver<Form>,
    values: {
      needed: permit.needed,
      permitType: permit.permitType,
      number: permit.number,
      permitAgreementDate: permit.permitAgreementDate,
    },
  });
  const closed = permit.step === 'closed';
  const onSubmit = handleSubmit((values) => save.mutate(values as TBpEditBody));
  return (
    <Section title="Informations du permis">
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <Controller
          name="needed"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              label="Permis de construire nécessaire"
              control={
                <Switch checked={!!field.value} onChange={(event) => field.onChange(event.target.checked)} />
              }
            />
          )}
        />
        <Controller
          name="permitType"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Type de permis"
              value={field.value ?? 'pcmi'}
              onChange={field.onChange}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
              fullWidth
            >
              {BP_PERMIT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {BP_PERMIT_TYPE_LABELS[type]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          name="number"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Numéro de permis"
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? 'Ex. PC 037 122 26 A0012'}
              fullWidth
            />
          )}
        />
        <Controller
          name="permitAgreementDate"
          control={control}
          render={({ field, fieldState }) => (
            <DayField
              label="Date d'accord de la mairie"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              disableFuture
            />
          )}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={closed || save.isPending || !formState.isDirty}
          sx={{ alignSelf: 'flex-start' }}
        >
          Enregistrer
        </Button>
        <Divider />
        <Typography variant="subtitle2">Affiché dans l’espace client</Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
          {BP_PERMIT_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              label={BP_PERMIT_TYPE_LABELS[type]}
              control={
                <Switch
                  checked={permit.bpShow.includes(type)}
                  disabled={toggle.isPending}
                  onChange={() => toggle.mutate({ buildingPermitType: type })}
                />
              }
            />
          ))}
        </Stack>
      </Stack>
    </Section>
  );
}
