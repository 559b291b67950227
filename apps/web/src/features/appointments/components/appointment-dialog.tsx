import {
  APPOINTMENT_TYPE_VALUES,
  APPOINTMENT_TYPES,
  type TAppointment,
  TELE_APPOINTMENT_TITLE,
  TELE_APPOINTMENT_TYPE,
  ZAppointmentBody,
} from '@batir/shared/appointments';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { frFR } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import { type FormEvent, useState } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { useConfirm } from '../../../components/confirm';
import { useSnackbar } from '../../../components/snackbar';
import type { ApiError } from '../../../lib/api-client';
import dayjs from '../../../lib/dayjs';
import { formatPersonName } from '../../../lib/format';
import { useCancelAppointment } from '../api/cancel-appointment';
import { useDeleteAppointment } from '../api/delete-appointment';
import { useSaveAppointment } from '../api/save-appointment';
import { startOf, toServerDate } from '../model/agenda';
import { type ProjectOption, ProjectPicker } from './project-picker';
import { VisioLink } from './visio-link';

const pickerText = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

/** What the dialog edits: a new appointment (no id) or an existing one. */
export type AppointmentDraft = {
  id?: number;
  type: number;
  title: string;
  project: ProjectOption | null;
  user: number;
  start: Date;
  end: Date | null;
  allDay: boolean;
  place: string;
  description: string;
  cancelled: boolean;
  editable: boolean;
  /** Video-meeting room of a saved tele-appointment, null until created. */
  visioUrl?: string | null;
};

export function draftOf(appointment: TAppointment): AppointmentDraft {
  const end = appointment.toDate
    ? startOf({ fromDate: appointment.toDate, allDay: appointment.allDay })
    : null;
  return {
    id: appointment.id,
    type: appointment.type,
    title: appointment.title,
    project:
      appointment.project === null
        ? null
        : { id: appointment.project, label: appointment.projectName ?? `Projet ${appointment.project}` },
    user: appointment.user.id,
    start: startOf(appointment),
    end,
    allDay: appointment.allDay,
    place: appointment.place,
    description: appointment.description,
    cancelled: appointment.cancelled,
    editable: appointment.editable,
    visioUrl: appointment.visioUrl,
  };
}

type Props = {
  draft: AppointmentDraft | null;
  users: { id: number; surname: string; name: string }[];
  onClose: () => void;
};

/** Creates or edits an appointment; an existing one can also be cancelled or deleted (after a confirmation). */
export function AppointmentDialog({ draft, users, onClose }: Props) {
  // The last draft stays on screen while the dialog fades out, instead of an empty box.
  const [shown, setShown] = useState(draft);
  if (draft && draft !== shown) setShown(draft);
  return (
    <AppDialog open={draft !== null} onClose={onClose} aria-labelledby="appointment-dialog-title">
      {shown && (
        <AppointmentForm
          key={shown.id ?? shown.start.getTime()}
          draft={shown}
          users={users}
          onClose={onClose}
        />
      )}
    </AppDialog>
  );
}

function AppointmentForm({ draft, users, onClose }: { draft: AppointmentDraft } & Omit<Props, 'draft'>) {
  const [values, setValues] = useState(draft);
  const save = useSaveAppointment();
  const cancel = useCancelAppointment();
  const remove = useDeleteAppointment();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const [error, setError] = useState<ApiError | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const readOnly = !draft.editable || draft.cancelled;
  const busy = save.isPending || cancel.isPending || remove.isPending;
  const isTele = values.type === TELE_APPOINTMENT_TYPE;
  const set = <K extends keyof AppointmentDraft>(key: K, value: AppointmentDraft[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setDate = (key: 'start' | 'end', value: Dayjs | null) =>
    set(key, value?.isValid() ? value.toDate() : key === 'end' ? null : values.start);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const body = {
      type: values.type,
      title: isTele ? TELE_APPOINTMENT_TITLE : values.title,
      project: values.project?.id ?? null,
      user: values.user,
      start: toServerDate(values.start, values.allDay),
      end: values.end ? toServerDate(values.end, values.allDay) : null,
      allDay: values.allDay,
      place: values.place,
      description: values.description,
    };
    // Same schema as the server: French messages before any call.
    const checked = ZAppointmentBody.safeParse(body);
    if (!checked.success) {
      setFields(
        Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      );
      return;
    }
    setFields({});
    try {
      await save.mutateAsync({ id: values.id, body });
      snackbar.show({ text: values.id ? 'Rendez-vous modifié.' : 'Rendez-vous ajouté.' });
      onClose();
    } catch (caught) {
      setError(caught as ApiError);
      setFields((caught as ApiError).fields ?? {});
    }
  };

  const onCancel = async () => {
    if (
      !draft.id ||
      !(await confirm({ title: 'Annuler le rendez-vous', message: 'Le rendez-vous restera affiché, barré.' }))
    )
      return;
    await cancel.mutateAsync(draft.id);
    snackbar.show({ text: 'Rendez-vous annulé.' });
    onClose();
  };

  const onDelete = async () => {
    if (
      !draft.id ||
      !(await confirm({
        title: 'Supprimer le rendez-vous',
        message: 'Le rendez-vous sera effacé de l’agenda.',
      }))
    )
      return;
    await remove.mutateAsync(draft.id);
    snackbar.show({ text: 'Rendez-vous supprimé.' });
    onClose();
  };

  const fieldError = (name: string): string | undefined => fields[name];

  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogTitle id="appointment-dialog-title">
        {draft.id ? (draft.cancelled ? 'Rendez-vous annulé' : 'Rendez-vous') : 'Nouveau rendez-vous'}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && !error.fields && <Alert severity="error">{error.message}</Alert>}
          {!draft.editable && (
            <Alert severity="info">Vous pouvez consulter ce rendez-vous mais pas le modifier.</Alert>
          )}
          <TextField
            select
            label="Type"
            value={values.type}
            onChange={(event) => set('type', Number(event.target.value))}
            disabled={readOnly}
            error={!!fieldError('type')}
            helperText={fieldError('type')}
          >
            {APPOINTMENT_TYPE_VALUES.map((type) => (
              <MenuItem key={type} value={type}>
                {APPOINTMENT_TYPES[type]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Titre"
            value={isTele ? TELE_APPOINTMENT_TITLE : values.title}
            onChange={(event) => set('title', event.target.value)}
            disabled={readOnly || isTele}
            placeholder={APPOINTMENT_TYPES[values.type as keyof typeof APPOINTMENT_TYPES]}
            error={!!fieldError('title')}
            helperText={fieldError('title') ?? (isTele ? 'Un télérendez-vous porte toujours ce titre.' : ' ')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {readOnly ? (
            <TextField label="Projet" value={values.project?.label ?? 'Aucun (interne)'} disabled />
          ) : (
            <ProjectPicker
              value={values.project}
              onChange={(project) => set('project', project)}
              error={fieldError('project')}
            />
          )}
          {users.length > 1 && (
            <TextField
              select
              label="Agenda de"
              value={values.user}
              onChange={(event) => set('user', Number(event.target.value))}
              disabled={readOnly}
              error={!!fieldError('user')}
              helperText={fieldError('user') ?? 'Le commercial est prévenu quand vous remplissez son agenda.'}
            >
              {users.map((user) => (
                <MenuItem key={user.id} value={user.id}>
                  {formatPersonName(user.surname, user.name)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <FormControlLabel
            control={
              <Switch
                checked={values.allDay}
                onChange={(event) => set('allDay', event.target.checked)}
                disabled={readOnly}
              />
            }
            label="Journée entière"
          />
          <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={pickerText}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {(['start', 'end'] as const).map((key) => {
                const common = {
                  label: key === 'start' ? 'Début' : 'Fin',
                  value: values[key] ? dayjs(values[key]) : null,
                  onChange: (value: Dayjs | null) => setDate(key, value),
                  disabled: readOnly,
                  slotProps: { textField: { error: !!fieldError(key), helperText: fieldError(key) } },
                };
                return values.allDay ? (
                  <DatePicker key={key} {...common} format="DD/MM/YYYY" />
                ) : (
                  <DateTimePicker key={key} {...common} format="DD/MM/YYYY HH:mm" ampm={false} />
                );
              })}
            </Stack>
          </LocalizationProvider>
          <TextField
            label="Lieu"
            value={values.place}
            onChange={(event) => set('place', event.target.value)}
            disabled={readOnly}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          <TextField
            label="Notes"
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            disabled={readOnly}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
          {draft.id && draft.type === TELE_APPOINTMENT_TYPE && (!draft.cancelled || draft.visioUrl) && (
            <VisioLink appointmentId={draft.id} visioUrl={draft.visioUrl ?? null} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {draft.id && draft.editable && (
          <Button color="error" onClick={onDelete} disabled={busy}>
            Supprimer
          </Button>
        )}
        {draft.id && !readOnly && (
          <Button color="warning" onClick={onCancel} disabled={busy}>
            Annuler le rendez-vous
          </Button>
        )}
        <Button onClick={onClose}>Fermer</Button>
        {!readOnly && (
          <Button type="submit" variant="contained" loading={save.isPending} disabled={busy}>
            Enregistrer
          </Button>
        )}
      </DialogActions>
    </form>
  );
}
