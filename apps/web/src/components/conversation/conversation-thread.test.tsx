import type { TConversation, TConversationMessage } from '@batir/shared/messaging';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ConversationThread, type ConversationThreadProps } from './conversation-thread';

configure({ asyncUtilTimeout: 10_000 });

const message = (
  values: Partial<TConversationMessage> & Pick<TConversationMessage, 'id' | 'content' | 'createdAt'>,
): TConversationMessage => ({
  fromCustomer: true,
  author: { id: 5, name: 'Camille Durand' },
  writtenBy: null,
  subject: '',
  files: [],
  isRead: true,
  isNew: false,
  editable: false,
  editedAt: null,
  transferTo: null,
  reason: null,
  ...values,
});

const conversation = (
  messages: TConversationMessage[],
  values: Partial<TConversation> = {},
): TConversation => ({
  id: 30,
  project: 7,
  title: 'Liste des messages',
  recipient: { id: 3, name: 'Sophie Garnier' },
  isFollow: false,
  isClosed: false,
  unread: messages.filter((m) => m.isNew).length,
  canWrite: true,
  // As the route answers: newest first.
  messages: [...messages].reverse(),
  total: messages.length,
  ...values,
});

const MESSAGES = [
  message({
    id: 1,
    subject: 'Choix du carrelage',
    content: 'Pouvons-nous passer au showroom samedi ?',
    isNew: true,
    createdAt: '2026-11-26T13:30:00.000Z',
  }),
  message({
    id: 2,
    content: 'Le client rappellera lundi.',
    writtenBy: { id: 1, name: 'Claire Moreau' },
    createdAt: '2026-11-26T14:00:00.000Z',
  }),
  message({
    id: 3,
    fromCustomer: false,
    author: { id: 3, name: 'Sophie Garnier' },
    content: 'Avec plaisir, à samedi.',
    transferTo: { id: 1, name: 'Claire Moreau' },
    reason: 'Question de prix',
    createdAt: '2026-11-26T15:10:00.000Z',
  }),
];

function show(props: Partial<ConversationThreadProps> = {}) {
  const onSend = vi.fn(async (_content: string) => undefined);
  render(
    <ConversationThread
      title="Échanges avec le client"
      headingId="t"
      viewer="staff"
      conversation={conversation(MESSAGES)}
      loading={false}
      error={null}
      onSend={onSend}
      sending={false}
      sendError={null}
      formLabel="Répondre au client"
      fieldLabel="Votre réponse"
      sentText="Réponse envoyée au client."
      emptyText="Aucun message échangé avec le client."
      {...props}
    />,
  );
  return { onSend, region: screen.getByRole('region', { name: props.title ?? 'Échanges avec le client' }) };
}

describe('ConversationThread', { timeout: 60_000 }, () => {
  test('staff: oldest first, French dates, the customer side, « pour le compte du client », new and transferred', () => {
    const { region } = show();
    const items = within(within(region).getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Client (Camille Durand) · 26/11/2026 14:30NouveauChoix du carrelagePouvons-nous passer au showroom samedi ?',
      'Client · 26/11/2026 15:00 · écrit par Claire Moreau pour le compte du clientLe client rappellera lundi.',
      'Sophie Garnier · 26/11/2026 16:10Avec plaisir, à samedi.Transmis à Claire Moreau : Question de prix',
    ]);
    expect(within(region).getByText('1 nouveau message')).toBeTruthy();
  });

  test('customer: his own side is « Vous », the adviser by name, no transfer shown', () => {
    const { region } = show({ viewer: 'customer', title: 'Échanges avec votre conseiller' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Vous · 26/11/2026 14:30NouveauChoix du carrelagePouvons-nous passer au showroom samedi ?',
      'Vous · 26/11/2026 15:00 · écrit par Claire Moreau pour le compte du clientLe client rappellera lundi.',
      'Sophie Garnier · 26/11/2026 16:10Avec plaisir, à samedi.',
    ]);
  });

  test('sends the trimmed text, empties the field and confirms; an empty text is refused in French', async () => {
    const { onSend, region } = show();
    const user = userEvent.setup();
    const form = within(region).getByRole('form', { name: 'Répondre au client' });
    await user.click(within(form).getByRole('button', { name: 'Envoyer' }));
    expect(await within(form).findByText('Saisissez le message')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
    await user.type(within(form).getByLabelText('Votre réponse'), '  Bien reçu  ');
    await user.click(within(form).getByRole('button', { name: 'Envoyer' }));
    expect(await within(form).findByRole('status')).toHaveProperty(
      'textContent',
      'Réponse envoyée au client.',
    );
    expect(onSend).toHaveBeenCalledWith('Bien reçu');
    expect((within(form).getByLabelText('Votre réponse') as HTMLTextAreaElement).value).toBe('');
  });

  test('a refused send keeps the text and shows the server’s message; a failed read says « Une erreur est survenue »', async () => {
    const onSend = vi.fn(async () => {
      throw new Error('refused');
    });
    const { region } = show({ onSend, sendError: new Error('Ce projet n’est pas le vôtre.') });
    expect(within(region).getByRole('alert').textContent).toBe('Ce projet n’est pas le vôtre.');
    const user = userEvent.setup();
    await user.type(within(region).getByLabelText('Votre réponse'), 'Bonjour');
    await user.click(within(region).getByRole('button', { name: 'Envoyer' }));
    expect((within(region).getByLabelText('Votre réponse') as HTMLTextAreaElement).value).toBe('Bonjour');
    expect(within(region).queryByRole('status')).toBeNull();
  });

  test('a failed read: spec 3 §8 words, and no reply box', () => {
    const { region } = show({ conversation: undefined, error: new Error('') });
    expect(within(region).getByRole('alert').textContent).toBe(
      'Une erreur est survenue : Une erreur inconnue est survenue',
    );
    expect(within(region).queryByRole('form')).toBeNull();
  });

  test('grid operators read only: no reply box', () => {
    const { region } = show({ conversation: conversation(MESSAGES, { canWrite: false }) });
    expect(within(region).queryByRole('form')).toBeNull();
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
  });
});
