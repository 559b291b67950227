import { type TComment, writtenForCustomerLabel, ZCommentBody } from '@batir/shared/contact-history';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../components/snackbar';
import { formatDateTime } from '../../../lib/format';
import { useAddProjectComment } from '../api/add-comment';
import { Panel, personLabel } from './panel';
import { TextForm } from './text-form';

export type CommentsPanelProps = {
  projectId: number;
  /** The sheet's comments of type `project` (any order; shown oldest first, like a conversation). */
  comments: TComment[];
};

const ZText = ZCommentBody.pick({ text: true });

/** The conversation with the customer (comments of the project, also seen in the customer portal). */
export function CommentsPanel({ projectId, comments }: CommentsPanelProps) {
  const add = useAddProjectComment(projectId);
  const snackbar = useSnackbar();
  const ordered = [...comments].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);

  return (
    <Panel id={`comments-${projectId}`} title="Échanges avec le client">
      {ordered.length === 0 ? (
        <Typography color="text.secondary">Aucun commentaire.</Typography>
      ) : (
        <List aria-label="Commentaires" dense sx={{ mb: 1 }}>
          {ordered.map((comment) => (
            <ListItem
              key={comment.id}
              disableGutters
              sx={{ justifyContent: comment.fromCustomer ? 'flex-start' : 'flex-end' }}
            >
              <Box
                sx={{
                  maxWidth: '85%',
                  p: 1,
                  borderRadius: 1,
                  bgcolor: comment.fromCustomer ? 'grey.100' : 'action.hover',
                  border: 1,
                  borderColor: comment.fromCustomer ? 'grey.300' : 'primary.light',
                }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  {comment.fromCustomer && <Chip size="small" color="secondary" label="Client" />}
                  <Typography variant="caption" color="text.secondary">
                    {personLabel(comment.author)} — {formatDateTime(comment.createdAt)}
                    {comment.writtenBy && ` (${writtenForCustomerLabel(comment.writtenBy)})`}
                  </Typography>
                </Stack>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  {comment.text}
                </Typography>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      <TextForm
        label="Nouveau commentaire"
        formLabel="Nouveau commentaire au client"
        button="Envoyer"
        schema={ZText}
        pending={add.isPending}
        onSend={(text) => add.mutateAsync(text).then(() => snackbar.show({ text: 'Commentaire envoyé.' }))}
      />
    </Panel>
  );
}
