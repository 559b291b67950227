import { writtenForCustomerLabel } from '@batir/shared/contact-history';
import {
  MESSAGING_ERROR,
  MESSAGING_UNKNOWN_ERROR,
  type TConversation,
  type TConversationMessage,
  ZReplyBody,
} from '@batir/shared/messaging';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatDateTime } from '../../lib/format';

/** The form checks the text with the route's own rule (required, 5 000 characters at most). */
const ZMessageForm = ZReplyBody.pick({ content: true });
type MessageForm = { content: string };

/** How long the « envoyé » confirmation stays on screen. */
export const CONFIRMATION_MS = 6000;

export type ConversationViewer = 'customer' | 'staff';

export type ConversationThreadProps = {
  /** The section's title (its accessible name). */
  title: string;
  headingId: string;
  /** The customer area's heading level is h4 (inside a project card); staff screens' h2. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  viewer: ConversationViewer;
  conversation: TConversation | undefined;
  loading: boolean;
  /** A failed read: the server's French message, else spec 3 §8's words. */
  error: Error | null;
  onSend: (content: string) => Promise<unknown>;
  sending: boolean;
  sendError: Error | null;
  /** The form's name and field label, and the confirmation. */
  formLabel: string;
  fieldLabel: string;
  sentText: string;
  emptyText: string;
  /** Buttons beside the title (staff: follow, close). */
  actions?: ReactNode;
};

const failure = (error: Error) => (error.message ? error.message : MESSAGING_UNKNOWN_ERROR);

/**
 * One project's conversation between the customer and the company, as both sides read it (the customer
 * area, the prospect sheet, the customer file): messages oldest first (the route answers newest first),
 * each with who wrote it — « Vous » for the reader's side in the customer area —, its date in French, the
 * « écrit par X pour le compte du client » mark, « Nouveau » for what the reader had not read yet; then a
 * reply box. It fetches nothing: each screen passes its data and its send function.
 */
export function ConversationThread(props: ConversationThreadProps) {
  const { conversation, viewer } = props;
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<MessageForm>({ resolver: zodResolver(ZMessageForm), defaultValues: { content: '' } });

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const onSubmit = handleSubmit(async (values) => {
    setSent(false);
    try {
      await props.onSend(values.content);
      reset({ content: '' });
      setSent(true);
    } catch {
      // Shown from `sendError`; what was typed is kept for another try.
    }
  });

  const list = conversation ? [...conversation.messages].reverse() : [];
  const { ref, ...field } = register('content');
  const canWrite = conversation?.canWrite ?? false;
  const unread = conversation?.unread ?? 0;

  return (
    <Box component="section" aria-labelledby={props.headingId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography
          id={props.headingId}
          component={props.headingLevel ?? 'h2'}
          variant={viewer === 'customer' ? 'subtitle1' : 'h6'}
          sx={{ fontWeight: 700, flexGrow: 1 }}
        >
          {props.title}
        </Typography>
        {unread > 0 && (
          <Chip
            size="small"
            color="warning"
            label={unread === 1 ? '1 nouveau message' : `${unread} nouveaux messages`}
          />
        )}
        {props.actions}
      </Stack>
      {props.loading ? (
        <CircularProgress size={24} aria-label="Chargement des échanges" />
      ) : props.error ? (
        <Alert severity="error">
          {MESSAGING_ERROR} : {failure(props.error)}
        </Alert>
      ) : list.length === 0 ? (
        <Typography color="text.secondary">{props.emptyText}</Typography>
      ) : (
        <>
          {conversation && conversation.total > list.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Seuls les {list.length} derniers messages sont affichés.
            </Typography>
          )}
          <Stack component="ol" aria-label="Messages" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.map((message) => (
              <MessageItem key={message.id} message={message} viewer={viewer} />
            ))}
          </Stack>
        </>
      )}
      {canWrite && !props.loading && !props.error && (
        <Box component="form" noValidate aria-label={props.formLabel} onSubmit={onSubmit} sx={{ mt: 2 }}>
          <TextField
            {...field}
            inputRef={ref}
            label={props.fieldLabel}
            multiline
            minRows={2}
            fullWidth
            error={!!errors.content}
            helperText={errors.content?.message}
            onFocus={() => setSent(false)}
          />
          {props.sendError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {failure(props.sendError)}
            </Alert>
          )}
          {sent && (
            <Alert severity="success" role="status" sx={{ mt: 1 }}>
              {props.sentText}
            </Alert>
          )}
          <Box sx={{ mt: 1, display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" loading={props.sending}>
              Envoyer
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** Who wrote it, as the reader says it. */
function authorLabel(message: TConversationMessage, viewer: ConversationViewer) {
  if (viewer === 'customer')
    return message.fromCustomer ? 'Vous' : (message.author?.name ?? 'Votre conseiller');
  return message.fromCustomer
    ? `Client${message.author && !message.writtenBy ? ` (${message.author.name})` : ''}`
    : (message.author?.name ?? 'Utilisateur supprimé');
}

function MessageItem({ message, viewer }: { message: TConversationMessage; viewer: ConversationViewer }) {
  // The reader's own side on the right, like any messaging application.
  const own = message.fromCustomer === (viewer === 'customer');
  return (
    <Box
      component="li"
      sx={{
        alignSelf: own ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        bgcolor: own ? '#e3f2fd' : 'grey.100',
        border: 1,
        borderColor: message.isNew ? 'warning.main' : own ? 'primary.light' : 'grey.300',
        borderRadius: 2,
        px: 1.5,
        py: 1,
      }}
    >
      <Typography variant="caption" color="text.secondary" component="p">
        <strong>{authorLabel(message, viewer)}</strong> · {formatDateTime(message.createdAt)}
        {message.writtenBy && ` · ${writtenForCustomerLabel(message.writtenBy)}`}
        {message.editedAt && ' · modifié'}
        {message.isNew && (
          <Chip component="span" size="small" color="warning" label="Nouveau" sx={{ ml: 1, height: 18 }} />
        )}
      </Typography>
      {message.subject && (
        <Typography variant="body2" component="p" sx={{ fontWeight: 700 }}>
          {message.subject}
        </Typography>
      )}
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.content}</Typography>
      {message.files.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          Pièces jointes : {message.files.map((file) => file.name).join(', ')}
        </Typography>
      )}
      {viewer === 'staff' && message.transferTo && (
        <Typography variant="body2" color="text.secondary">
          Transmis à {message.transferTo.name}
          {message.reason ? ` : ${message.reason}` : ''}
        </Typography>
      )}
    </Box>
  );
}
