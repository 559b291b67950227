import { parisDay, type TToDo, type TToDoListResponse } from '@batir/shared/todos';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ConfirmProvider } from '../../../components/confirm';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithShell } from '../../shell/test/render';
import { ToDoDayCard } from './todo-day-card';

configure({ asyncUtilTimeout: 10_000 });

const today = parisDay();
const [year, month, day] = today.split('-');

const toDo = (overrides: Partial<TToDo>): TToDo => ({
  id: 1,
  text: 'Rappeler M. Dupont',
  dueDate: today,
  isAlert: 0,
  done: false,
  doneAt: null,
  project: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

type Call = { url: string; method: string; body: unknown };

function setup(list: TToDo[]) {
  const calls: Call[] = [];
  const answer: TToDoListResponse = {
    error: 0,
    list,
    total: list.length,
    page: 1,
    limit: 100,
    alertCount: 1,
  };
  mockFetch((url, init) => {
    const call = {
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : null,
    };
    calls.push(call);
    if (call.method === 'GET') return { status: 200, body: answer };
    if (call.method === 'DELETE')
      return { status: 200, body: { error: 0, message: 'Tâche supprimée.', alertCount: 0 } };
    return { status: 200, body: { error: 0, toDo: list[0], alertCount: 1 } };
  });
  const rendered = renderWithShell(
    <ConfirmProvider>
      <ToDoDayCard />
    </ConfirmProvider>,
  );
  return { ...rendered, calls, writes: () => calls.filter((call) => call.method !== 'GET') };
}

afterEach(() => vi.unstubAllGlobals());

describe('ToDoDayCard', () => {
  test("asks for today's plan and shows the to-dos with French dates, alerts and lateness", async () => {
    const { calls } = setup([
      toDo({ id: 1, isAlert: 1, project: { id: 4, name: 'Maison Dupont' } }),
      toDo({ id: 2, text: 'Envoyer le devis', dueDate: '2026-01-05' }),
    ]);
    const list = await screen.findByRole('list', { name: 'Tâches du jour' });
    expect(calls[0]?.url).toBe(`/api/toDo?day=${today}&limit=100`);
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toContain(`Échéance : ${day}/${month}/${year}`);
    expect(first?.textContent).toContain('Maison Dupont');
    expect(within(first as HTMLElement).getByText('Alerte')).toBeTruthy();
    expect(second?.textContent).toContain('Échéance : 05/01/2026');
    expect(within(second as HTMLElement).getByText('En retard')).toBeTruthy();
    expect(screen.getByText('1 alerte')).toBeTruthy();
  });

  test('adds an alert due today', async () => {
    const { ui, writes } = setup([]);
    await screen.findByText("Aucune tâche pour aujourd'hui.");
    await ui.type(screen.getByRole('textbox', { name: 'Nouvelle tâche' }), 'Relancer la banque');
    await ui.click(screen.getByLabelText('Alerte'));
    await ui.click(screen.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      url: '/api/toDo',
      method: 'POST',
      body: { text: 'Relancer la banque', dueDate: today, isAlert: 1 },
    });
  });

  test('an empty text is refused before anything is sent', async () => {
    const { ui, writes } = setup([]);
    await screen.findByText("Aucune tâche pour aujourd'hui.");
    await ui.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Saisissez le texte de la tâche')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  test('ticking sends the whole to-do back with done', async () => {
    const { ui, writes } = setup([toDo({ id: 7, isAlert: 1, project: { id: 4, name: 'Maison Dupont' } })]);
    await ui.click(await screen.findByRole('checkbox', { name: 'Fait : Rappeler M. Dupont' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toEqual({
      id: 7,
      text: 'Rappeler M. Dupont',
      dueDate: today,
      isAlert: 1,
      projectId: 4,
      done: true,
    });
  });

  test('deleting asks first: Non keeps it, Oui deletes it', async () => {
    const { ui, writes } = setup([toDo({ id: 9 })]);
    await ui.click(await screen.findByRole('button', { name: 'Supprimer : Rappeler M. Dupont' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer la tâche' });
    expect(dialog.textContent).toContain('Supprimer la tâche « Rappeler M. Dupont » ?');
    await ui.click(within(dialog).getByRole('button', { name: 'Non' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([]);
    await ui.click(screen.getByRole('button', { name: 'Supprimer : Rappeler M. Dupont' }));
    await ui.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Oui' }));
    await waitFor(() => expect(writes()).toEqual([{ url: '/api/toDo/9', method: 'DELETE', body: null }]));
  });
});
