import {
  PROJECT_STATE_LABELS,
  PROJECT_STATES,
  type TSheetInformations,
  type TSheetInformationsInput,
  type TSheetInformationsResponse,
  ZSheetInformations,
} from '@batir/shared/projects';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useLeaveConfirmation } from '../../../components/leave-confirmation';
import { useSnackbar } from '../../../components/snackbar';
import { useCurrentProjectId } from '../../../lib/current-project';
import { formatNumber } from '../../../lib/format';
import { useCurrentUser } from '../../users/api/current-user';
import { useInformations, useSaveInformations } from '../api/sheet-informations';
import { ProjectAttachments } from '../components/project-attachments';
import { ProjectTodos } from '../components/project-todos';

/**
 * Route `admin-customer-id-preconstruction-informations`: the project's informations (name, living area,
 * working damage sent as 1 or 0, state, notes), the user's to-dos on the project and its attachments.
 */
export default function InformationsPage() {
  const projectId = useCurrentProjectId() ?? 0;
  const informations = useInformations(projectId);
  const current = informations.data?.informations;
  const readOnly = !useCanWriteProjects();

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Informations du projet
      </Typography>
      <Card variant="outlined">
        <CardHeader title="Projet" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
        <CardContent sx={{ pt: 0 }}>
          {informations.isPending && <CircularProgress aria-label="Chargement des informations" />}
          {informations.isError && <Alert severity="error">{informations.error.message}</Alert>}
          {current && <InformationsForm projectId={projectId} current={current} />}
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {/* A to-do is written on a project one changes: not offered to those who only read it (grid operators). */}
        {!readOnly && (
          <Card variant="outlined">
            <CardHeader
              title="Mes tâches sur ce projet"
              slotProps={{ title: { variant: 'h6', component: 'h2' } }}
            />
            <CardContent sx={{ pt: 0 }}>
              <ProjectTodos projectId={projectId} />
            </CardContent>
          </Card>
        )}
        <Card variant="outlined">
          <CardHeader title="Pièces jointes" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
          <CardContent sx={{ pt: 0 }}>
            <ProjectAttachments projectId={projectId} />
          </CardContent>
        </Card>
      </Box>
    </Stack>
  );
}

/** Who changes customer projects: the access policy's permission (roles.ts `customer.write`), not a role list. */
function useCanWriteProjects(): boolean {
  return useCurrentUser().data.acls.customer.write === true;
}

/** The form, mounted once the informations are there so that every field starts controlled. */
function InformationsForm(props: { projectId: number; current: TSheetInformationsResponse['informations'] }) {
  const { projectId, current } = props;
  const save = useSaveInformations(projectId);
  const snackbar = useSnackbar();
  const readOnly = !useCanWriteProjects();
  const { control, handleSubmit, setError, reset, getValues, formState } = useForm<
    TSheetInformationsInput,
    unknown,
    TSheetInformations
  >({
    resolver: zodResolver(ZSheetInformations),
    defaultValues: current,
    values: current,
  });
  useLeaveConfirmation(formState.isDirty);

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      // Saved: nothing left to lose, even before the refetched informations come back.
      onSuccess: () => {
        reset(getValues());
        snackbar.show();
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(error.fields ?? {}))
          setError(field as keyof TSheetInformationsInput, { message });
        if (!error.fields) snackbar.show({ text: error.message, color: 'error' });
      },
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Informations du projet">
      <Stack spacing={2}>
        <Controller
          name="name"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Nom du projet"
              required
              disabled={readOnly}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            name="area"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                // The stored number written as everywhere else; what is typed stays as typed until saved.
                value={typeof field.value === 'number' ? formatNumber(field.value) : (field.value ?? '')}
                onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
                label="Surface habitable (m²)"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                disabled={readOnly}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
                sx={{ flex: 1 }}
              />
            )}
          />
          <Controller
            name="state"
            control={control}
            render={({ field }) => (
              <TextField {...field} select label="État du projet" disabled={readOnly} sx={{ flex: 1 }}>
                {PROJECT_STATES.map((state) => (
                  <MenuItem key={state} value={state}>
                    {PROJECT_STATE_LABELS[state]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
        <Controller
          name="workingDamage"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value === 1 || field.value === '1'}
                  onChange={(event) => field.onChange(event.target.checked ? 1 : 0)}
                  disabled={readOnly}
                />
              }
              label="Assurance dommages-ouvrage souscrite"
            />
          )}
        />
        <Controller
          name="notes"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Notes"
              multiline
              minRows={4}
              disabled={readOnly}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
        {!readOnly && (
          <Button
            type="submit"
            variant="contained"
            loading={save.isPending}
            disabled={!formState.isDirty}
            sx={{ alignSelf: 'flex-start' }}
          >
            Enregistrer
          </Button>
        )}
      </Stack>
    </Box>
  );
}
