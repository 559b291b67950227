import {
  ELEVATION_SURVEY_STATUS_LABELS,
  SUMMARY_PAGE_SIZE,
  type TElevationSurvey,
} from '@batir/shared/summary';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { useConfirm } from '../../../components/confirm';
import { useSnackbar } from '../../../components/snackbar';
import { formatDateTime, formatShortDate } from '../../../lib/format';
import {
  useCommentElevationSurvey,
  useDeleteElevationSurvey,
  useElevationSurvey,
} from '../api/elevation-survey';
import { useElevationSurveys } from '../api/summary-lists';
import { SubPage } from '../components/sub-page';
import { ELEVATION_SURVEY_COLUMNS } from '../components/summary-columns';
import { type Column, SummaryTable } from '../components/summary-table';

/** A survey, its comments, a comment box and the delete button. */
function SurveyDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { data, error } = useElevationSurvey(id);
  const comment = useCommentElevationSurvey(id);
  const remove = useDeleteElevationSurvey();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const [text, setText] = useState('');
  return (
    <AppDialog open onClose={onClose} aria-labelledby="survey-title">
      <DialogTitle id="survey-title">Relevé topographique{data ? ` — ${data.customerName}` : ''}</DialogTitle>
      <DialogContent>
        {error && <Typography color="error">{error.message}</Typography>}
        {data && (
          <Stack spacing={1}>
            <Typography>
              {data.projectName} · {ELEVATION_SURVEY_STATUS_LABELS[data.status]}
              {data.surveyor ? ` · ${data.surveyor}` : ''}
              {data.plannedOn ? ` · prévu le ${formatShortDate(data.plannedOn)}` : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Demandé le {formatDateTime(data.createdAt)}
              {data.requestedBy ? ` par ${data.requestedBy.name}` : ''}
            </Typography>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, pt: 1 }}>
              Commentaires
            </Typography>
            {data.comments.length === 0 && <Typography color="text.secondary">Aucun commentaire.</Typography>}
            <List dense aria-label="Commentaires du relevé">
              {data.comments.map((item) => (
                <ListItem key={item.id} disableGutters>
                  <ListItemText
                    primary={item.text}
                    secondary={`${item.author?.name ?? 'Utilisateur supprimé'} · ${formatDateTime(item.createdAt)}`}
                  />
                </ListItem>
              ))}
            </List>
            <Stack
              component="form"
              direction="row"
              spacing={1}
              onSubmit={(event) => {
                event.preventDefault();
                if (!text.trim()) return;
                comment.mutate(text, { onSuccess: () => setText('') });
              }}
            >
              <TextField
                label="Nouveau commentaire"
                size="small"
                value={text}
                onChange={(event) => setText(event.target.value)}
                fullWidth
                multiline
              />
              <Button type="submit" variant="contained" disabled={!text.trim() || comment.isPending}>
                Ajouter
              </Button>
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          color="error"
          disabled={!data || remove.isPending}
          onClick={async () => {
            if (!(await confirm({ title: 'Supprimer', message: 'Supprimer ce relevé topographique ?' })))
              return;
            remove.mutate(id, {
              onSuccess: (answer) => {
                snackbar.show({ text: answer.message });
                onClose();
              },
            });
          }}
        >
          Supprimer
        </Button>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </AppDialog>
  );
}

/** Route `admin-summary-elevationSurvey`: the open elevation surveys, oldest first. */
export default function ElevationSurveyPage() {
  const [paging, setPaging] = useState({ page: 1, limit: SUMMARY_PAGE_SIZE });
  const [selected, setSelected] = useState<number | null>(null);
  const { data, error } = useElevationSurveys(paging);
  const columns: Column<TElevationSurvey>[] = [
    ...ELEVATION_SURVEY_COLUMNS,
    {
      header: 'Détail',
      cell: (row) => (
        <Button
          size="small"
          onClick={() => setSelected(row.id)}
          aria-label={`Ouvrir le relevé de ${row.customerName}`}
        >
          Ouvrir
        </Button>
      ),
    },
  ];
  return (
    <SubPage title="Relevés topographiques" intro="Les relevés demandés ou planifiés, pas encore reçus.">
      <SummaryTable
        label="Relevés topographiques en cours"
        columns={columns}
        rows={data?.list}
        rowKey={(row) => row.id}
        total={data?.total ?? 0}
        {...paging}
        onPageChange={(page, limit) => setPaging({ page, limit })}
        empty="Aucun relevé en cours."
        error={error}
      />
      {selected && <SurveyDialog id={selected} onClose={() => setSelected(null)} />}
    </SubPage>
  );
}
