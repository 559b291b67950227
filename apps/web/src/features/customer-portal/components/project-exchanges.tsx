import { writtenForCustomerLabel, ZCommentBody } from '@batir/shared/contact-history';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatDateTime } from '../../../lib/format';
import { CONVERSATION_LIMIT, useProjectComments, useSendProjectComment } from '../api/comments';

/** The form checks the text with the route's own rule (required, 5 000 characters at most). */
const ZMessageForm = ZCommentBody.pick({ text: true });
type MessageForm = { text: string };

/** How long "Message envoyé" stays on screen. */
export const CONFIRMATION_MS = 6000;

/**
 * "Échanges avec votre conseiller": the project's comments as a conversation, oldest first (the route
 * answers newest first), the customer's own marked "Vous", and a field to write a new one.
 */
export function ProjectExchanges({ projectId }: { projectId: number }) {
  const comments = useProjectComments(projectId);
  const send = useSendProjectComment(projectId);
  const [sent, setSent] = useState(false);
  const headingId = `exchanges-${projectId}`;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<MessageForm>({ resolver: zodResolver(ZMessageForm), defaultValues: { text: '' } });

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const onSubmit = handleSubmit((values) => {
    setSent(false);
    send.mutate(values.text, {
      onSuccess: () => {
        reset({ text: '' });
        setSent(true);
      },
    });
  });

  const list = comments.data ? [...comments.data.list].reverse() : [];
  const { ref, ...text } = register('text');

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Échanges avec votre conseiller
      </Typography>
      {comments.isPending ? (
        <CircularProgress size={24} aria-label="Chargement des échanges" />
      ) : comments.isError ? (
        <Alert severity="error">Impossible d’afficher les échanges : {comments.error.message}</Alert>
      ) : list.length === 0 ? (
        <Typography color="text.secondary">
          Aucun message pour le moment : écrivez à votre conseiller ci-dessous.
        </Typography>
      ) : (
        <>
          {comments.data.total > list.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Seuls les {CONVERSATION_LIMIT} derniers messages sont affichés.
            </Typography>
          )}
          <Stack component="ol" aria-label="Messages" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.map((comment) => (
              <Box
                component="li"
                key={comment.id}
                sx={{
                  alignSelf: comment.fromCustomer ? 'flex-end' : 'flex-start',
                  maxWidth: '85%',
                  bgcolor: comment.fromCustomer ? '#e3f2fd' : 'grey.100',
                  border: 1,
                  borderColor: comment.fromCustomer ? 'primary.light' : 'grey.300',
                  borderRadius: 2,
                  px: 1.5,
                  py: 1,
                }}
              >
                <Typography variant="caption" color="text.secondary" component="p">
                  <strong>
                    {comment.fromCustomer ? 'Vous' : (comment.author?.name ?? 'Votre conseiller')}
                  </strong>{' '}
                  · {formatDateTime(comment.createdAt)}
                  {comment.writtenBy && ` · ${writtenForCustomerLabel(comment.writtenBy)}`}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {comment.text}
                </Typography>
              </Box>
            ))}
          </Stack>
        </>
      )}
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 2 }}>
        <TextField
          {...text}
          inputRef={ref}
          label="Votre message"
          multiline
          minRows={2}
          fullWidth
          error={!!errors.text}
          helperText={errors.text?.message}
          onFocus={() => setSent(false)}
        />
        {send.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {send.error.message}
          </Alert>
        )}
        {sent && (
          <Alert severity="success" role="status" sx={{ mt: 1 }}>
            Message envoyé à votre conseiller.
          </Alert>
        )}
        <Box sx={{ mt: 1, display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={send.isPending}>
            Envoyer
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
