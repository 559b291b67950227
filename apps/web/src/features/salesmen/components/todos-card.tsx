import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatShortDate } from '../../../lib/format';
import { useToDos } from '../../todos/api/to-dos';

/**
 * His open to-dos. The to-do API (GET /api/toDo) serves only the caller's own list, so this card is shown
 * on one's own screen only.
 */
export function ToDosCard() {
  const query = useToDos({ done: '0', limit: 20 });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          Mes tâches en cours
        </Typography>
        {query.isPending ? (
          <Skeleton variant="rectangular" height={48} />
        ) : query.isError ? (
          <Alert severity="error">{query.error.message}</Alert>
        ) : query.data.list.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Aucune tâche en cours.
          </Typography>
        ) : (
          <List dense aria-label="Tâches en cours">
            {query.data.list.map((toDo) => (
              <ListItem key={toDo.id} disableGutters>
                <ListItemText
                  primary={toDo.text}
                  secondary={[
                    toDo.dueDate && `Échéance : ${formatShortDate(`${toDo.dueDate}T12:00:00Z`)}`,
                    toDo.project?.name,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
