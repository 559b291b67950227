import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ConversationThread } from '../../../components/conversation/conversation-thread';
import {
  useConversation,
  useConversationAction,
  useConversationLive,
  useSendMessage,
} from '../api/conversation';

/**
 * The staff's side of a project's conversation with its customer (prospect sheet, customer file): the
 * same messages as the customer area, who answers the customer, a reply box (not for grid operators, who
 * only read), and « Suivre » / « Clore ». Opening it as the one who must answer marks the customer's
 * messages read; a new one shows up live.
 */
export function ProjectConversation(props: { projectId: number; title?: string }) {
  const { projectId } = props;
  const conversation = useConversation(projectId);
  const data = conversation.data;
  const send = useSendMessage(projectId, data?.id ?? null);
  const follow = useConversationAction(projectId, 'switchIsFollow');
  const close = useConversationAction(projectId, 'close');
  useConversationLive();
  const id = data?.id ?? null;

  const actions =
    id !== null && data?.canWrite ? (
      <>
        <Button
          size="small"
          disabled={follow.isPending}
          onClick={() => follow.mutate(id)}
          aria-pressed={data.isFollow}
        >
          {data.isFollow ? 'Ne plus suivre' : 'Suivre'}
        </Button>
        <Button size="small" disabled={close.isPending || data.isClosed} onClick={() => close.mutate(id)}>
          {data.isClosed ? 'Close' : 'Clore'}
        </Button>
      </>
    ) : null;

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <ConversationThread
        title={props.title ?? 'Échanges avec le client'}
        headingId={`conversation-${projectId}`}
        viewer="staff"
        conversation={data}
        loading={conversation.isPending}
        error={conversation.error}
        onSend={(content) => send.mutateAsync(content)}
        sending={send.isPending}
        sendError={send.error}
        formLabel="Répondre au client"
        fieldLabel="Votre réponse"
        sentText="Réponse envoyée au client."
        emptyText="Aucun message échangé avec le client."
        actions={actions}
      />
      {data?.recipient && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Répond au client : {data.recipient.name}
          {data.isClosed ? ' · conversation close' : ''}
        </Typography>
      )}
    </Paper>
  );
}
