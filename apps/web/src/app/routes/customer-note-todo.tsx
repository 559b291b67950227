import { parisDay, TODO_ALERT, type TToDo, type TToDoBody, ZToDoBody } from '@batir/shared/todos';
import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
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
import { Controller, useForm } from 'react-hook-form';
import { useConfirm } from '../../components/confirm';
import { useSnackbar } from '../../components/snackbar';
import { StaffNotesPanel } from '../../features/contacts';
import { useProjectNotes } from '../../features/project-documents/api/project-notes';
import { useDeleteToDo } from '../../features/todos/api/delete-to-do';
import { useSaveToDo } from '../../features/todos/api/save-to-do';
import { useToDos } from '../../features/todos/api/to-dos';
import { useCurrentProjectId } from '../../lib/current-project';
import dayjs from '../../lib/dayjs';
import { formatShortDate } from '../../lib/format';

const pickerText = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * Route `admin-customer-id-noteTodo`: the staff's internal notes on the project (GET/POST
 * /api/userComment/project/{id}, the contacts area's panel) and my to-dos linked to the project
 * (GET/POST /api/toDo with projectId, DELETE /api/toDo/{id}).
 */
export default function CustomerNoteTodoRoute() {
  const projectId = useCurrentProjectId();
  if (projectId === null) return <Alert severity="info">Choisissez d'abord un projet.</Alert>;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, md: 2 } }}>
      <Typography variant="h5" component="h1">
        Notes et tâches
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <ProjectNotes projectId={projectId} />
        <ProjectToDos projectId={projectId} />
      </Box>
    </Stack>
  );
}

function ProjectNotes({ projectId }: { projectId: number }) {
  const notes = useProjectNotes(projectId);
  if (notes.isPending) return <CircularProgress aria-label="Chargement des notes" />;
  if (notes.isError) return <Alert severity="error">{notes.error.message}</Alert>;
  return <StaffNotesPanel projectId={projectId} notes={notes.data.list} />;
}

function ProjectToDos({ projectId }: { projectId: number }) {
  const toDos = useToDos({ projectId, limit: 100 });
  const save = useSaveToDo();
  const remove = useDeleteToDo();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const { control, register, handleSubmit, reset, formState } = useForm<TToDoBody>({
    resolver: zodResolver(ZToDoBody),
    defaultValues: { text: '', dueDate: parisDay(), isAlert: 0, done: false, projectId },
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { ...values, projectId },
      {
        onSuccess: () => {
          snackbar.show();
          reset({ text: '', dueDate: parisDay(), isAlert: 0, done: false, projectId });
        },
      },
    ),
  );
  const tick = (toDo: TToDo) =>
    save.mutate({
      id: toDo.id,
      text: toDo.text,
      dueDate: toDo.dueDate,
      isAlert: toDo.isAlert,
      done: !toDo.done,
      projectId,
    });
  const list = toDos.data?.list ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="project-todos-title">
      <Typography id="project-todos-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Mes tâches sur ce projet
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ mb: 2 }}>
        <Stack spacing={1.5}>
          <TextField
            {...register('text')}
            label="Nouvelle tâche"
            size="small"
            error={!!formState.errors.text}
            helperText={formState.errors.text?.message}
          />
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Controller
              control={control}
              name="dueDate"
              render={({ field, fieldState }) => (
                <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={pickerText}>
                  <DatePicker
                    label="Échéance"
                    format="DD/MM/YYYY"
                    value={field.value ? dayjs(field.value) : null}
                    onChange={(value) => field.onChange(value?.isValid() ? value.format('YYYY-MM-DD') : '')}
                    slotProps={{
                      textField: {
                        size: 'small',
                        error: !!fieldState.error,
                        helperText: fieldState.error ? 'Date invalide' : undefined,
                      },
                    }}
                    sx={{ width: 180 }}
                  />
                </LocalizationProvider>
              )}
            />
            <Controller
              control={control}
              name="isAlert"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value === TODO_ALERT}
                      onChange={(event) => field.onChange(event.target.checked ? 1 : 0)}
                    />
                  }
                  label="Alerte"
                />
              )}
            />
            <Button type="submit" variant="contained" loading={save.isPending}>
              Ajouter
            </Button>
          </Stack>
        </Stack>
      </Box>
      {toDos.isPending ? (
        <CircularProgress aria-label="Chargement des tâches" />
      ) : toDos.isError ? (
        <Alert severity="error">{toDos.error.message}</Alert>
      ) : list.length === 0 ? (
        <Typography color="text.secondary">Aucune tâche sur ce projet.</Typography>
      ) : (
        <List dense disablePadding aria-label="Tâches du projet">
          {list.map((toDo) => (
            <ListItem
              key={toDo.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Supprimer la tâche ${toDo.text}`}
                  onClick={async () => {
                    if (
                      await confirm({ title: 'Supprimer la tâche', message: `Supprimer « ${toDo.text} » ?` })
                    )
                      remove.mutate(toDo.id, {
                        onSuccess: () => snackbar.show({ text: 'Tâche supprimée.' }),
                      });
                  }}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Checkbox
                  edge="start"
                  checked={toDo.done}
                  onChange={() => tick(toDo)}
                  slotProps={{ input: { 'aria-label': `Tâche faite : ${toDo.text}` } }}
                />
              </ListItemIcon>
              <ListItemText
                primary={toDo.text}
                secondary={`Pour le ${formatShortDate(toDo.dueDate)}`}
                sx={{ textDecoration: toDo.done ? 'line-through' : 'none', pr: 6 }}
              />
              {toDo.isAlert === TODO_ALERT && (
                <Chip size="small" color="warning" label="Alerte" sx={{ mr: 5 }} />
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
