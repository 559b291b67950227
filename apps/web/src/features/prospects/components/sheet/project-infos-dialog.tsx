import {
  type TProjectInfosBody,
  type TProspectSheetResponse,
  ZProjectInfosBody,
} from '@batir/shared/prospect-sheet';
import { PROSPECT_TYPE_LABELS, PROSPECT_TYPES } from '@batir/shared/prospects';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { AppDialog } from '../../../../components/app-dialog';
import { useLeaveConfirmation } from '../../../../components/leave-confirmation';
import { useSnackbar } from '../../../../components/snackbar';
import { useProspectInitData } from '../../api/init-data';
import { useProjectInfos } from '../../api/project-infos';
import { usePutProjectInfos } from '../../api/sheet-actions';
import { CommuneField } from '../commune-field';

type Output = {
  projectId: number;
  name: string;
  landCity: string;
  landPostalCode: string;
  type: (typeof PROSPECT_TYPES)[number];
  salesmanId?: number | undefined;
};

/**
 * The "Projet" block's editor: reads the project as saved now (GET /api/project/infos/{project}; the sheet's
 * copy until it answers) and saves it (PUT /api/project/infos); only administrators may pick another salesperson.
 */
export function ProjectInfosDialog(props: {
  sheet: TProspectSheetResponse;
  open: boolean;
  onClose: () => void;
}) {
  const { sheet, open, onClose } = props;
  const { project } = sheet;
  const infos = useProjectInfos(project.id, open).data;
  const initData = useProspectInitData();
  const seesAll = initData.data?.seesAll ?? false;
  const save = usePutProjectInfos(project.id);
  const snackbar = useSnackbar();
  const { control, handleSubmit, setValue, setError, formState } = useForm<
    TProjectInfosBody,
    unknown,
    Output
  >({
    resolver: zodResolver(ZProjectInfosBody),
    values: {
      projectId: project.id,
      name: infos?.name ?? project.name,
      landCity: infos?.landCity ?? project.landCity,
      landPostalCode: infos?.landPostalCode ?? project.landPostalCode,
      type: (PROSPECT_TYPES as readonly string[]).includes(infos?.type ?? project.type ?? '')
        ? ((infos?.type ?? project.type) as Output['type'])
        : 'salesman',
      salesmanId: infos ? (infos.salesmanId ?? undefined) : project.salesman?.id,
    },
  });
  useLeaveConfirmation(open && formState.isDirty);
  const watched = useWatch({ control });
  const onSubmit = handleSubmit((values) =>
    save.mutate(seesAll ? values : { ...values, salesmanId: undefined }, {
      onSuccess: () => {
        snackbar.show({ text: 'Projet enregistré.' });
        onClose();
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(error.fields ?? {}))
          setError(field as keyof TProjectInfosBody, { message });
        if (!error.fields) snackbar.show({ text: error.message, color: 'error' });
      },
    }),
  );
  return (
    <AppDialog open={open} onClose={onClose} aria-labelledby="project-infos-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="project-infos-title">Modifier le projet</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              name="name"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label="Nom du projet"
                  required
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            <Stack direction="row" spacing={2}>
              <Controller
                name="landPostalCode"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    label="Code postal du terrain"
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                    sx={{ flex: 1 }}
                  />
                )}
              />
              <CommuneField
                key={open ? 'open' : 'closed'}
                label="Commune du terrain"
                city={watched.landCity ?? ''}
                postalCode={watched.landPostalCode ?? ''}
                onChange={({ city, postalCode }) => {
                  setValue('landCity', city);
                  if (postalCode) setValue('landPostalCode', postalCode);
                }}
              />
            </Stack>
            <Controller
              name="type"
              control={control}
              render={({ field }) => (
                <TextField {...field} select label="Origine">
                  {PROSPECT_TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {PROSPECT_TYPE_LABELS[type]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {seesAll && (
              <Controller
                name="salesmanId"
                control={control}
                render={({ field }) => (
                  <TextField
                    {...field}
                    select
                    label="Commercial"
                    value={initData.data ? (field.value ?? '') : ''}
                    onChange={(event) => field.onChange(Number(event.target.value))}
                  >
                    {(initData.data?.salesmen ?? []).map((salesman) => (
                      <MenuItem key={salesman.id} value={salesman.id}>
                        {salesman.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Enregistrer
          </Button>
        </DialogActions>
      </form>
    </AppDialog>
  );
}
