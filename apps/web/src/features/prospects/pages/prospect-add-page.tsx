import {
  blankProspect,
  type TProspectBody,
  type TProspectValues,
  ZProspectBody,
} from '@batir/shared/prospects';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../../components/snackbar';
import { can } from '../../../lib/can';
import { routeHref } from '../../../lib/route-names';
import { useCurrentUser } from '../../users/api/current-user';
import { useAddProspect } from '../api/add-prospect';
import { useDuplicates } from '../api/find-duplicate';
import { useProspectInitData } from '../api/init-data';
import { CommuneField } from '../components/commune-field';
import { DuplicateList } from '../components/duplicate-list';
import { duplicateQuery } from '../model/duplicate-query';
import { useDebounced } from '../model/use-debounced';

/**
 * Route `admin-prospects-add`: a new prospect, with the possible duplicates shown live before saving. The
 * Commercial list is the server's (GET /api/prospect/initData: everyone for administrators, oneself for a
 * salesperson, the salespeople he leads for a grid operator); it is required. A salesperson or administrator
 * follows his new prospect by default, a grid operator chooses (as GET /api/prospect/prepare).
 */
export default function ProspectAddPage() {
  const { data: me } = useCurrentUser();
  const initData = useProspectInitData();
  const add = useAddProspect();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const { control, handleSubmit, setValue, setError, formState } = useForm<
    TProspectBody,
    unknown,
    TProspectValues
  >({
    resolver: zodResolver(ZProspectBody),
    defaultValues: blankProspect(can(me, 'prospect.follow') ? me.user.id : 0),
  });
  const watched = useWatch({ control });
  const household = useDebounced(
    useMemo(() => duplicateQuery(watched), [watched]),
    400,
  );
  const duplicates = useDuplicates(household);

  const onSubmit = handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        snackbar.show({ text: 'Prospect enregistré.' });
        void navigate(routeHref('admin-prospects'));
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(error.fields ?? {}))
          setError(field as keyof TProspectBody, { message });
        if (!error.fields) snackbar.show({ text: error.message, color: 'error' });
      },
    }),
  );

  const text = (
    name: keyof TProspectBody,
    label: string,
    extra: { type?: string; required?: boolean } = {},
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          label={label}
          type={extra.type ?? 'text'}
          required={extra.required}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          sx={{ flex: 1 }}
        />
      )}
    />
  );
  const errors = formState.errors;

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ p: 2, maxWidth: 960 }}>
      <Typography variant="h5" component="h1">
        Nouveau prospect
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h2">
            Foyer
          </Typography>
          <Stack direction="row" spacing={2}>
            {text('name1', 'Nom (personne 1)', { required: true })}
            {text('surname1', 'Prénom (personne 1)')}
          </Stack>
          <Stack direction="row" spacing={2}>
            {text('name2', 'Nom (personne 2)')}
            {text('surname2', 'Prénom (personne 2)')}
          </Stack>
          <Stack direction="row" spacing={2}>
            {text('phone', 'Téléphone', { type: 'tel' })}
            {text('phone2', 'Téléphone 2', { type: 'tel' })}
            {text('email', 'E-mail', { type: 'email' })}
          </Stack>
          {text('address', 'Adresse')}
          <Stack direction="row" spacing={2}>
            {text('postalCode', 'Code postal')}
            <CommuneField
              label="Ville"
              city={watched.city ?? ''}
              postalCode={watched.postalCode ?? ''}
              error={errors.city?.message}
              onChange={({ city, postalCode }) => {
                setValue('city', city);
                if (postalCode) setValue('postalCode', postalCode, { shouldValidate: formState.isSubmitted });
              }}
            />
          </Stack>
        </Stack>
      </Paper>
      {duplicates.data && <DuplicateList duplicates={household ? duplicates.data.listDuplicates : []} />}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h2">
            Projet
          </Typography>
          {text('projectName', 'Nom du projet')}
          <Stack direction="row" spacing={2}>
            {text('landPostalCode', 'Code postal du terrain')}
            <CommuneField
              label="Commune du terrain"
              city={watched.landCity ?? ''}
              postalCode={watched.landPostalCode ?? ''}
              error={errors.landCity?.message}
              onChange={({ city, postalCode }) => {
                setValue('landCity', city);
                if (postalCode) setValue('landPostalCode', postalCode);
              }}
            />
          </Stack>
          <Stack direction="row" spacing={2}>
            <Controller
              name="type"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  select
                  label="Origine"
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                  sx={{ flex: 1 }}
                >
                  {(initData.data?.types ?? []).map((type) => (
                    <MenuItem key={type.value} value={type.value}>
                      {type.label}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="salesmanId"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  select
                  required
                  label="Commercial"
                  value={
                    initData.data?.salesmen.some((salesman) => salesman.id === field.value) ? field.value : ''
                  }
                  onChange={(event) => field.onChange(Number(event.target.value))}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                  sx={{ flex: 1 }}
                >
                  {(initData.data?.salesmen ?? []).map((salesman) => (
                    <MenuItem key={salesman.id} value={salesman.id}>
                      {salesman.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </Stack>
      </Paper>
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" disabled={add.isPending}>
          Enregistrer le prospect
        </Button>
        <Button onClick={() => void navigate(routeHref('admin-prospects'))}>Annuler</Button>
      </Stack>
    </Stack>
  );
}
