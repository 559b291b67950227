import { type TUserComment, ZUserCommentBody } from '@batir/shared/contact-history';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useConfirm } from '../../../components/confirm';
import { useSnackbar } from '../../../components/snackbar';
import { can } from '../../../lib/can';
import { formatDateTime } from '../../../lib/format';
import { useCurrentUser } from '../../users/api/current-user';
import { failureText, personLabel } from './panel';
import { TextForm } from './text-form';

const ZText = ZUserCommentBody.pick({ text: true });

/**
 * Internal notes with the form to add one; the delete button shows for the note's author and for admins
 * (the server checks it too), after a confirmation.
 */
export function NotesList(props: {
  notes: TUserComment[];
  adding: boolean;
  onAdd: (text: string) => Promise<unknown>;
  onDelete: (id: number) => Promise<unknown>;
}) {
  const { data: me } = useCurrentUser();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const mayDelete = (note: TUserComment) => can(me, 'user.manage') || note.author?.id === me.user.id;
  const askDelete = async (note: TUserComment) => {
    if (!(await confirm({ title: 'Supprimer la note', message: 'Supprimer cette note interne ?' }))) return;
    try {
      await props.onDelete(note.id);
      snackbar.show({ text: 'Note supprimée.' });
    } catch (error) {
      snackbar.show({ text: failureText(error), color: 'error' });
    }
  };

  return (
    <>
      <TextForm
        label="Nouvelle note interne"
        formLabel="Nouvelle note interne"
        button="Ajouter"
        schema={ZText}
        pending={props.adding}
        onSend={(text) => props.onAdd(text).then(() => snackbar.show({ text: 'Note enregistrée.' }))}
      />
      {props.notes.length === 0 ? (
        <Typography color="text.secondary">Aucune note.</Typography>
      ) : (
        <List dense aria-label="Notes internes">
          {props.notes.map((note) => (
            <ListItem
              key={note.id}
              disableGutters
              divider
              secondaryAction={
                mayDelete(note) && (
                  <IconButton
                    edge="end"
                    aria-label={`Supprimer la note du ${formatDateTime(note.createdAt)}`}
                    onClick={() => void askDelete(note)}
                  >
                    <DeleteIcon />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={<span style={{ whiteSpace: 'pre-wrap' }}>{note.text}</span>}
                secondary={`${personLabel(note.author)} — ${formatDateTime(note.createdAt)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
