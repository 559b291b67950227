import { z } from 'zod';

/**
 * Messaging (spec 3 §3 Conversation, §7 Messaging): one conversation per project between its customer and
 * the company. The customer area, the prospect sheet, the customer file (« Relation client ») and
 * Relation commerciale all show this one list.
 */

/** Spec 3 §3: the default conversation title. */
export const DEFAULT_CONVERSATION_TITLE = 'Liste des messages';
/** Spec 3 §8: what a failed messaging call says when the server gave no French message of its own. */
export const MESSAGING_ERROR = 'Une erreur est survenue';
export const MESSAGING_UNKNOWN_ERROR = 'Une erreur inconnue est survenue';
/** Messages a conversation page holds at most (newest first). */
export const CONVERSATION_PAGE_MAX = 200;

const ZPerson = z.object({ id: z.number().int(), name: z.string() });
const ZId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

export const ZConversationMessage = z.object({
  id: z.number().int(),
  /** Written on the customer's side (from his area, or by staff « pour le compte du client »). */
  fromCustomer: z.boolean(),
  author: ZPerson.nullable(),
  /** The staff member who wrote it in the customer's area for the customer (« prendre la main »), or null. */
  writtenBy: ZPerson.nullable(),
  subject: z.string(),
  content: z.string(),
  files: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Not yet read by the side it was written to (the recipient; the customer for a staff message). */
  isRead: z.boolean(),
  /** Unread by the caller's side when this page was read (then marked read, when the caller must answer). */
  isNew: z.boolean(),
  /** Whether the caller may still edit it: its author, before the other side read it. */
  editable: z.boolean(),
  editedAt: z.string().nullable(),
  transferTo: ZPerson.nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type TConversationMessage = z.infer<typeof ZConversationMessage>;

export const ZConversation = z.object({
  /** Null while nobody wrote through the messaging routes yet: the first message creates it. */
  id: z.number().int().nullable(),
  project: z.number().int(),
  title: z.string(),
  /** Who answers the customer: the conversation's recipient, else the project's salesperson. */
  recipient: ZPerson.nullable(),
  isFollow: z.boolean(),
  isClosed: z.boolean(),
  /** Messages the caller's side had not read when this page was read. */
  unread: z.number().int(),
  /** Whether the caller may write (grid operators only read). */
  canWrite: z.boolean(),
  /** Newest first, `total` in all. */
  messages: z.array(ZConversationMessage),
  total: z.number().int(),
});
export type TConversation = z.infer<typeof ZConversation>;

export const ZConversationResponse = z.object({ error: z.literal(0), conversation: ZConversation });
export type TConversationResponse = z.infer<typeof ZConversationResponse>;

export const ZConversationPageQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(CONVERSATION_PAGE_MAX).default(100),
});
export const ZConversationByProjectParams = z.object({ project: ZId('Identifiant de projet invalide') });
export const ZConversationParams = z.object({ id: ZId('Identifiant de conversation invalide') });
export const ZMailboxMessageParams = z.object({ id: ZId('Identifiant de message invalide') });

const ZContent = z
  .string({ error: 'Saisissez le message' })
  .trim()
  .min(1, 'Saisissez le message')
  .max(5000, '5 000 caractères au plus');
const ZFiles = z.array(z.number().int().positive()).max(20, '20 fichiers au plus').default([]);

/** POST /api/conversation/{id}/reply (and the customer area's form). */
export const ZReplyBody = z.object({ content: ZContent, files: ZFiles });
export type TReplyValues = z.input<typeof ZReplyBody>;

/**
 * POST /api/conversation: writes on the project's conversation, which is created with its first message
 * (one per project: an existing one gets the message). `title`, `recipient` and `copyTo` are staff's.
 */
export const ZNewConversationBody = z.object({
  project: ZId('Identifiant de projet invalide'),
  title: z.string().trim().min(1).max(200, '200 caractères au plus').optional(),
  content: ZContent,
  files: ZFiles,
  recipient: z.number().int().positive().optional(),
  copyTo: z.array(z.number().int().positive()).max(10, '10 destinataires en copie au plus').default([]),
});
export type TNewConversationValues = z.input<typeof ZNewConversationBody>;

/** PUT /api/conversation/{id}/switchRecipient: the colleague who answers the customer from now on. */
export const ZSwitchRecipientBody = z.object({ recipient: ZId('Destinataire invalide') });
/** PUT /api/mailbox/message/{id}/edit. */
export const ZEditMessageBody = z.object({ content: ZContent });
/** POST /api/mailbox/message/{id}/transfer: the colleague the message (and the conversation) goes to, and why. */
export const ZTransferBody = z.object({
  transferTo: ZId('Destinataire invalide'),
  reason: z.string().trim().max(1000, '1 000 caractères au plus').default(''),
});

export const ZMailboxMessageResponse = z.object({
  error: z.literal(0),
  message: z.string(),
  conversation: ZConversation,
});
