import {
  type TAnnouncement,
  type TAnnouncementBody,
  type TAnnouncementValues,
  ZAnnouncementBody,
} from '@batir/shared/announcements';
import { ROLE_LABELS, STAFF_ROLES } from '@batir/shared/roles';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { AppDialog } from '../../../components/app-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { formatPersonName } from '../../../lib/format';
import { useCurrentUser } from '../../users/api/current-user';
import { useSaveAnnouncement } from '../api/save-announcement';
import { DateTimeField } from './date-time-field';

type Person = { id: number; surname: string; name: string };
type FieldName = keyof TAnnouncementBody;

const FIELD_NAMES: readonly FieldName[] = ['title', 'content', 'startingDate', 'roles', 'userIds'];

function formValues(announcement: TAnnouncement | null): TAnnouncementBody {
  if (!announcement) {
    // A new announcement starts now, to the minute.
    const now = new Date();
    now.setSeconds(0, 0);
    return { title: '', content: '', startingDate: now.toISOString(), roles: [], userIds: [] };
  }
  const { title, content, startingDate, userIds } = announcement;
  const roles = announcement.roles.filter((role) => (STAFF_ROLES as readonly string[]).includes(role));
  return { title, content, startingDate, roles: roles as TAnnouncementBody['roles'], userIds };
}

const personLabel = (person: Person) => formatPersonName(person.surname, person.name);

/** Create (`announcement` null) or edit an announcement: title, content, start date, target roles or users. */
export function AnnouncementFormDialog({
  announcement,
  onClose,
}: {
  announcement: TAnnouncement | null;
  onClose: () => void;
}) {
  const { data: user } = useCurrentUser();
  const save = useSaveAnnouncement();
  const snackbar = useSnackbar();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TAnnouncementBody, unknown, TAnnouncementValues>({
    resolver: zodResolver(ZAnnouncementBody),
    defaultValues: formValues(announcement),
  });
  // Active staff, plus targets of this announcement who have since left (still shown, removable).
  const people: Person[] = [
    ...user.userList,
    ...(announcement?.users ?? []).filter((target) => !user.userList.some((u) => u.id === target.id)),
  ];

  const onSubmit = (body: TAnnouncementValues) =>
    save.mutate(
      { id: announcement?.id, body },
      {
        onSuccess: () => {
          snackbar.show();
          onClose();
        },
        onError: (error) => {
          const fields = Object.entries(error.fields ?? {})
            .map(([path, message]) => [path.split('.')[0], message] as const)
            .filter((entry): entry is [FieldName, string] => FIELD_NAMES.includes(entry[0] as FieldName));
          for (const [field, message] of fields) setError(field, { message });
          if (fields.length === 0) snackbar.show({ text: error.message, color: 'error' });
        },
      },
    );

  const text = (name: 'title' | 'content') => {
    const { ref, ...props } = register(name);
    return {
      ...props,
      id: `announcement-${name}`,
      inputRef: ref,
      error: !!errors[name],
      helperText: errors[name]?.message,
      fullWidth: true,
      required: true,
    };
  };

  return (
    <AppDialog open onClose={onClose} width="large" aria-labelledby="announcement-form-title">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="announcement-form-title">
          {announcement ? "Modifier l'annonce" : 'Nouvelle annonce'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField {...text('title')} label="Titre" />
            <TextField {...text('content')} label="Contenu" multiline minRows={4} />
            <Controller
              name="startingDate"
              control={control}
              render={({ field }) => (
                <DateTimeField
                  id="announcement-startingDate"
                  name={field.name}
                  inputRef={field.ref}
                  label="Date de début"
                  required
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={!!errors.startingDate}
                  helperText={
                    errors.startingDate?.message ??
                    "JJ/MM/AAAA HH:mm, heure de Paris : l'annonce s'affiche à partir de cette date."
                  }
                  sx={{ maxWidth: 360 }}
                />
              )}
            />
            <Controller
              name="roles"
              control={control}
              render={({ field }) => {
                const selected = field.value ?? [];
                return (
                  <FormControl component="fieldset" error={!!errors.roles}>
                    <FormLabel component="legend">Rôles ciblés</FormLabel>
                    <FormGroup row>
                      {STAFF_ROLES.map((role) => (
                        <FormControlLabel
                          key={role}
                          label={ROLE_LABELS[role]}
                          control={
                            <Checkbox
                              checked={selected.includes(role)}
                              onChange={(event) =>
                                field.onChange(
                                  event.target.checked
                                    ? [...selected, role]
                                    : selected.filter((r) => r !== role),
                                )
                              }
                            />
                          }
                        />
                      ))}
                    </FormGroup>
                    {errors.roles && <FormHelperText>{errors.roles.message}</FormHelperText>}
                  </FormControl>
                );
              }}
            />
            <Controller
              name="userIds"
              control={control}
              render={({ field }) => (
                <Autocomplete
                  multiple
                  options={people}
                  value={people.filter((person) => (field.value ?? []).includes(person.id))}
                  onChange={(_event, value) => field.onChange(value.map((person) => person.id))}
                  onBlur={field.onBlur}
                  getOptionLabel={personLabel}
                  isOptionEqualToValue={(option, value) => option.id === value.id}
                  noOptionsText="Aucun utilisateur"
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      inputRef={field.ref}
                      label="Utilisateurs ciblés"
                      error={!!errors.userIds}
                      helperText={
                        errors.userIds?.message ??
                        "Sans rôle ni utilisateur ciblé, l'annonce s'adresse à tout le personnel."
                      }
                    />
                  )}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Enregistrer
          </Button>
        </DialogActions>
      </form>
    </AppDialog>
  );
}
