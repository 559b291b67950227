import { ConversationThread } from '../../../components/conversation/conversation-thread';
import { useConversation, useConversationLive, useSendMessage } from '../../messaging/api/conversation';

/**
 * "Échanges avec votre conseiller": the project's conversation (module messaging, the same list the staff
 * read on the prospect sheet, the customer file and Relation commerciale), the customer's own messages
 * marked "Vous", what the adviser wrote since the last visit marked « Nouveau », and a field to write.
 * A new answer shows up live (the adviser's message notifies the customer).
 */
export function ProjectExchanges({ projectId }: { projectId: number }) {
  const conversation = useConversation(projectId);
  const send = useSendMessage(projectId, conversation.data?.id ?? null);
  useConversationLive();
  return (
    <ConversationThread
      title="Échanges avec votre conseiller"
      headingId={`exchanges-${projectId}`}
      headingLevel="h4"
      viewer="customer"
      conversation={conversation.data}
      loading={conversation.isPending}
      error={conversation.error}
      onSend={(content) => send.mutateAsync(content)}
      sending={send.isPending}
      sendError={send.error}
      formLabel="Écrire à votre conseiller"
      fieldLabel="Votre message"
      sentText="Message envoyé à votre conseiller."
      emptyText="Aucun message pour le moment : écrivez à votre conseiller ci-dessous."
    />
  );
}
