import { todosEndpoints } from '@batir/shared/contracts/todos';
import { parisDay, type TToDo, type TToDoListResponse } from '@batir/shared/todos';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ConfirmProvider } from '../../../components/confirm';
import { mockApi, on } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
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

function setup(list: TToDo[]) {
  const answer: TToDoListResponse = {
    error: 0,
    list,
    total: list.length,
    page: 1,
    limit: 100,
    alertCount: 1,
  };
  const api = mockApi(
    on(todosEndpoints.list).reply(() => answer),
    on(todosEndpoints.save).reply(({ body }) => ({
      error: 0,
      toDo: toDo({ id: body.id ?? 99, text: body.text, dueDate: body.dueDate, isAlert: body.isAlert }),
      alertCount: 1,
    })),
    on(todosEndpoints.remove).reply(() => ({ error: 0, message: 'Tâche supprimée.', alertCount: 0 })),
  );
  const rendered = renderWithShell(
    <ConfirmProvider>
      <ToDoDayCard />
    </ConfirmProvider>,
  );
  /** The writes, as the screen sent them. */
  const writes = () =>
    api.fetch.mock.calls
      .filter(([, init]) => (init?.method ?? 'GET') !== 'GET')
      .map(([url, init]) => ({
        url: String(url),
        method: init?.method,
        body: init?.body ? JSON.parse(String(init.body)) : null,
      }));
  return { ...rendered, api, writes };
}

afterEach(() => vi.unstubAllGlobals());

describe('ToDoDayCard', () => {
  test("asks for today's plan and shows the to-dos with French dates, alerts and lateness", async () => {
    const { api } = setup([
      toDo({ id: 1, isAlert: 1, project: { id: 4, name: 'Maison Dupont' } }),
      toDo({ id: 2, text: 'Envoyer le devis', dueDate: '2026-01-05' }),
    ]);
    const list = await screen.findByRole('list', { name: 'Tâches du jour' });
    expect(api.calls(todosEndpoints.list)[0]?.query).toEqual({ day: today, limit: 100, page: 1 });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toContain(`Échéance : ${day}/${month}/${year}`);
    expect(first?.textContent).toContain('Maison Dupont');
    expect(within(first as HTMLElement).getByText('Alerte')).toBeTruthy();
    expect(second?.textContent).toContain('Échéance : 05/01/2026');
    expect(within(second as HTMLElement).getByText('En retard')).toBeTruthy();
    expect(screen.getByText('1 alerte')).toBeTruthy();
  });

  test('adds an alert due today', async () => {
    const { ui, api, writes } = setup([]);
    await screen.findByText("Aucune tâche pour aujourd'hui.");
    await ui.type(screen.getByRole('textbox', { name: 'Nouvelle tâche' }), 'Relancer la banque');
    await ui.click(screen.getByLabelText('Alerte'));
    await ui.click(screen.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toEqual({ text: 'Relancer la banque', dueDate: today, isAlert: 1 });
    expect(api.calls(todosEndpoints.save)).toHaveLength(1);
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
    const { ui, api, writes } = setup([toDo({ id: 9 })]);
    await ui.click(await screen.findByRole('button', { name: 'Supprimer : Rappeler M. Dupont' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer la tâche' });
    expect(dialog.textContent).toContain('Supprimer la tâche « Rappeler M. Dupont » ?');
    await ui.click(within(dialog).getByRole('button', { name: 'Non' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([]);
    await ui.click(screen.getByRole('button', { name: 'Supprimer : Rappeler M. Dupont' }));
    await ui.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Oui' }));
    await waitFor(() =>
      expect(api.calls(todosEndpoints.remove).map((call) => call.params)).toEqual([{ id: 9 }]),
    );
    expect(writes()).toHaveLength(1);
  });
});
