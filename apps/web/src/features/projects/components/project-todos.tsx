import { parisDay } from '@batir/shared/todos';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar';
import { formatShortDate } from '../../../lib/format';
import { useSaveToDo } from '../../todos/api/save-to-do';
import { useToDos } from '../../todos/api/to-dos';

const formatDay = (day: string) => formatShortDate(`${day}T12:00:00Z`);

/** The signed-in user's to-dos on this project (GET /api/toDo?projectId=…): add one, tick it done. */
export function ProjectTodos({ projectId }: { projectId: number }) {
  const query = useToDos({ projectId, limit: 50 });
  const save = useSaveToDo();
  const snackbar = useSnackbar();
  const [text, setText] = useState('');
  const [dueDate, setDueDate] = useState(parisDay());

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    save.mutate(
      { text: text.trim(), dueDate, projectId },
      {
        onSuccess: () => {
          setText('');
          snackbar.show();
        },
      },
    );
  };

  return (
    <Stack spacing={1}>
      {query.isPending && <CircularProgress size={20} aria-label="Chargement des tâches" />}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {query.data && query.data.list.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Aucune tâche sur ce projet.
        </Typography>
      )}
      {query.data && query.data.list.length > 0 && (
        <List dense aria-label="Tâches du projet">
          {query.data.list.map((todo) => (
            <ListItem key={todo.id} disablePadding>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Checkbox
                  edge="start"
                  checked={todo.done}
                  slotProps={{ input: { 'aria-label': `Tâche faite : ${todo.text}` } }}
                  onChange={(event) =>
                    save.mutate({
                      id: todo.id,
                      text: todo.text,
                      dueDate: todo.dueDate,
                      isAlert: todo.isAlert,
                      done: event.target.checked,
                      projectId,
                    })
                  }
                />
              </ListItemIcon>
              <ListItemText
                primary={todo.text}
                secondary={`Échéance : ${formatDay(todo.dueDate)}`}
                sx={{ textDecoration: todo.done ? 'line-through' : undefined }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Stack component="form" spacing={1} onSubmit={add} aria-label="Nouvelle tâche">
        <TextField
          size="small"
          label="Nouvelle tâche"
          value={text}
          onChange={(event) => setText(event.target.value)}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            type="date"
            label="Échéance"
            value={dueDate}
            onChange={(event) => setDueDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button
            type="submit"
            startIcon={<AddIcon />}
            disabled={!text.trim() || !dueDate}
            loading={save.isPending}
          >
            Ajouter
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
