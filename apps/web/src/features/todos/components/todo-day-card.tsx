import { parisDay, TODO_ALERT, type TToDo } from '@batir/shared/todos';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { frFR } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import { type FormEvent, useState } from 'react';
import { useConfirm } from '../../../components/confirm';
import dayjs from '../../../lib/dayjs';
import { formatShortDate } from '../../../lib/format';
import { useDeleteToDo } from '../api/delete-to-do';
import { useSaveToDo } from '../api/save-to-do';
import { useToDos } from '../api/to-dos';

const pickerText = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

/** `YYYY-MM-DD` shown DD/MM/YYYY; noon UTC is the same calendar day in Paris. */
const formatDay = (day: string) => formatShortDate(`${day}T12:00:00Z`);

/**
 * The dashboard's to-dos (spec 2 §3.1 toDoList): today's and the overdue open ones, alerts flagged
 * (`isAlert` 1). Adding, ticking and deleting refresh the top menu's `Alertes` count.
 */
export function ToDoDayCard() {
  const today = parisDay();
  const query = useToDos({ day: today, limit: 100 });
  const total = query.data?.total ?? 0;
  const shown = query.data?.list.length ?? 0;

  return (
    <Paper component="section" aria-labelledby="todo-day-title" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="todo-day-title" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          Mes tâches du jour
        </Typography>
        {query.data && query.data.alertCount > 0 && (
          <Chip
            color="error"
            size="small"
            icon={<NotificationsActiveIcon />}
            label={query.data.alertCount === 1 ? '1 alerte' : `${query.data.alertCount} alertes`}
          />
        )}
      </Stack>
      <AddToDoForm today={today} />
      {query.isPending && <CircularProgress size={24} aria-label="Chargement des tâches" sx={{ m: 2 }} />}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {query.data && shown === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          Aucune tâche pour aujourd'hui.
        </Typography>
      )}
      {query.data && shown > 0 && (
        <List aria-label="Tâches du jour" dense>
          {query.data.list.map((toDo) => (
            <ToDoLine key={toDo.id} toDo={toDo} today={today} />
          ))}
        </List>
      )}
      {total > shown && (
        <Typography variant="body2" color="text.secondary">
          {shown} tâches affichées sur {total}.
        </Typography>
      )}
    </Paper>
  );
}

function AddToDoForm({ today }: { today: string }) {
  const save = useSaveToDo();
  const [text, setText] = useState('');
  const [due, setDue] = useState<Dayjs | null>(() => dayjs(today));
  const [isAlert, setIsAlert] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError('Saisissez le texte de la tâche');
    if (!due?.isValid()) return setError("Choisissez une date d'échéance valide");
    setError(null);
    save.mutate(
      { text, dueDate: due.format('YYYY-MM-DD'), isAlert: isAlert ? TODO_ALERT : 0 },
      {
        onSuccess: () => {
          setText('');
          setIsAlert(false);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <Box component="form" aria-label="Ajouter une tâche" onSubmit={submit} noValidate>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label="Nouvelle tâche"
          size="small"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={!!error}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          sx={{ flexGrow: 1 }}
        />
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={pickerText}>
          <DatePicker
            label="Échéance"
            format="DD/MM/YYYY"
            value={due}
            onChange={setDue}
            slotProps={{ textField: { size: 'small', helperText: ' ' } }}
            sx={{ width: 180 }}
          />
        </LocalizationProvider>
        <FormControlLabel
          control={<Checkbox checked={isAlert} onChange={(event) => setIsAlert(event.target.checked)} />}
          label="Alerte"
          sx={{ mb: { sm: 2.5 } }}
        />
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ mb: { sm: 2.5 } }}>
          Ajouter
        </Button>
      </Stack>
    </Box>
  );
}

function ToDoLine({ toDo, today }: { toDo: TToDo; today: string }) {
  const save = useSaveToDo();
  const remove = useDeleteToDo();
  const confirm = useConfirm();
  const late = !toDo.done && toDo.dueDate < today;

  const toggle = () =>
    save.mutate({
      id: toDo.id,
      text: toDo.text,
      dueDate: toDo.dueDate,
      isAlert: toDo.isAlert,
      projectId: toDo.project?.id ?? null,
      done: !toDo.done,
    });
  const askDelete = async () => {
    if (await confirm({ title: 'Supprimer la tâche', message: `Supprimer la tâche « ${toDo.text} » ?` })) {
      remove.mutate(toDo.id);
    }
  };

  return (
    <ListItem
      disableGutters
      secondaryAction={
        <IconButton
          edge="end"
          aria-label={`Supprimer : ${toDo.text}`}
          onClick={askDelete}
          disabled={remove.isPending}
        >
          <DeleteIcon />
        </IconButton>
      }
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Checkbox
          edge="start"
          // Shows the new state at once, while the server records it.
          checked={save.isPending ? !!save.variables?.done : toDo.done}
          disabled={save.isPending}
          onChange={toggle}
          slotProps={{ input: { 'aria-label': `Fait : ${toDo.text}` } }}
        />
      </ListItemIcon>
      <ListItemText
        primary={
          <Box component="span" sx={{ textDecoration: toDo.done ? 'line-through' : 'none' }}>
            {toDo.text}
          </Box>
        }
        secondary={
          <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span>Échéance : {formatDay(toDo.dueDate)}</span>
            {toDo.project && <span>· {toDo.project.name}</span>}
            {toDo.isAlert === TODO_ALERT && (
              <Chip component="span" size="small" color="error" label="Alerte" />
            )}
            {late && <Chip component="span" size="small" color="warning" label="En retard" />}
          </Stack>
        }
      />
    </ListItem>
  );
}
