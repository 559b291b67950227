import type { TProspectEditBody, TProspectSheetResponse } from '@batir/shared/prospect-sheet';
import { type TProspectBody, type TProspectValues, ZProspectBody } from '@batir/shared/prospects';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { AppDialog } from '../../../../components/app-dialog';
import { useLeaveConfirmation } from '../../../../components/leave-confirmation';
import { useSnackbar } from '../../../../components/snackbar';
import { useEditProspect } from '../../api/sheet-actions';
import { CommuneField } from '../commune-field';

/** The prospect form (as on the add page) filled from the sheet; the project part is kept as it is. */
export function editValues(sheet: TProspectSheetResponse): TProspectBody {
  const { customer, project } = sheet;
  return {
    name1: customer.name1,
    surname1: customer.surname1,
    name2: customer.name2,
    surname2: customer.surname2,
    phone: customer.phone ?? '',
    phone2: customer.phone2 ?? '',
    email: customer.email ?? '',
    address: customer.address,
    postalCode: customer.postalCode,
    city: customer.city,
    landPostalCode: project.landPostalCode,
    landCity: project.landCity,
    projectName: project.name,
    type: (project.type ?? 'salesman') as TProspectValues['type'],
    salesmanId: project.salesman?.id ?? 0,
  };
}

const FIELDS: [keyof TProspectBody, string, string?][][] = [
  [
    ['name1', 'Nom (personne 1)'],
    ['surname1', 'Prénom (personne 1)'],
  ],
  [
    ['name2', 'Nom (personne 2)'],
    ['surname2', 'Prénom (personne 2)'],
  ],
  [
    ['phone', 'Téléphone', 'tel'],
    ['phone2', 'Téléphone 2', 'tel'],
    ['email', 'E-mail', 'email'],
  ],
  [['address', 'Adresse']],
];

const SHOWN = new Set<string>([...FIELDS.flat().map(([name]) => name), 'postalCode', 'city']);

/** "Modifier": the household's contact details, saved by PUT /api/prospect. */
export function CustomerEditDialog(props: {
  sheet: TProspectSheetResponse;
  open: boolean;
  onClose: () => void;
}) {
  const { sheet, open, onClose } = props;
  const edit = useEditProspect(sheet.project.id);
  const snackbar = useSnackbar();
  const { control, handleSubmit, setValue, setError, formState } = useForm<
    TProspectBody,
    unknown,
    TProspectValues
  >({
    resolver: zodResolver(ZProspectBody),
    values: editValues(sheet),
  });
  useLeaveConfirmation(open && formState.isDirty);
  const watched = useWatch({ control });
  // Fields of the form not shown here (project, salesperson) report their errors in the snackbar.
  const hidden = (messages: Record<string, string>) => {
    const text = Object.entries(messages)
      .filter(([field]) => !SHOWN.has(field))
      .map(([, message]) => message)
      .join(' ; ');
    if (text) snackbar.show({ text, color: 'error' });
  };
  const onSubmit = handleSubmit(
    (values) =>
      edit.mutate({ ...values, projectId: sheet.project.id } satisfies TProspectEditBody, {
        onSuccess: () => {
          snackbar.show({ text: 'Coordonnées enregistrées.' });
          onClose();
        },
        onError: (error) => {
          for (const [field, message] of Object.entries(error.fields ?? {}))
            setError(field as keyof TProspectBody, { message });
          if (error.fields) hidden(error.fields);
          else snackbar.show({ text: error.message, color: 'error' });
        },
      }),
    (errors) =>
      hidden(
        Object.fromEntries(
          Object.entries(errors).map(([field, error]) => [field, String(error?.message ?? '')]),
        ),
      ),
  );
  return (
    <AppDialog open={open} onClose={onClose} aria-labelledby="edit-customer-title" width="large">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="edit-customer-title">Modifier les coordonnées</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {FIELDS.map((row) => (
              <Stack key={row[0]?.[0]} direction="row" spacing={2}>
                {row.map(([name, label, type]) => (
                  <Controller
                    key={name}
                    name={name}
                    control={control}
                    render={({ field, fieldState }) => (
                      <TextField
                        {...field}
                        value={field.value ?? ''}
                        label={label}
                        type={type ?? 'text'}
                        required={name === 'name1'}
                        error={!!fieldState.error}
                        helperText={fieldState.error?.message}
                        sx={{ flex: 1 }}
                      />
                    )}
                  />
                ))}
              </Stack>
            ))}
            <Stack direction="row" spacing={2}>
              <Controller
                name="postalCode"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    label="Code postal"
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                    sx={{ flex: 1 }}
                  />
                )}
              />
              <CommuneField
                key={open ? 'open' : 'closed'}
                label="Ville"
                city={watched.city ?? ''}
                postalCode={watched.postalCode ?? ''}
                onChange={({ city, postalCode }) => {
                  setValue('city', city);
                  if (postalCode) setValue('postalCode', postalCode);
                }}
              />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="submit" variant="contained" disabled={edit.isPending}>
            Enregistrer
          </Button>
        </DialogActions>
      </form>
    </AppDialog>
  );
}
