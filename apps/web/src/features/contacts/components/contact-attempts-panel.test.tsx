import type { TContactAttempt } from '@batir/shared/contact-history';
import { COMMON_ERRORS } from '@batir/shared/contract';
import { contactEndpoints } from '@batir/shared/contracts/contacts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { failWith, type MockReply, mockApi, on } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { ContactAttemptsPanel } from './contact-attempts-panel';

configure({ asyncUtilTimeout: 10_000 });

const attempt = (overrides: Partial<TContactAttempt>): TContactAttempt => ({
  id: 1,
  projectId: 12,
  customerName: 'Paul Martin',
  channel: 'phone',
  outcome: 'noAnswer',
  comment: '',
  user: { id: 3, name: 'Sophie Garnier' },
  createdAt: '2026-11-20T08:05:00.000Z',
  ...overrides,
});

function setup(attempts: TContactAttempt[], reply?: MockReply) {
  const api = mockApi(
    on(contactEndpoints.addAttempt).reply(
      () => reply ?? { error: 0, contactAttempt: attempt({ id: 99, outcome: 'reached' }) },
    ),
  );
  const rendered = renderWithShell(<ContactAttemptsPanel projectId={12} attempts={attempts} />);
  const invalidate = vi.spyOn(rendered.client, 'invalidateQueries');
  return { ...rendered, api, invalidate };
}

afterEach(() => vi.unstubAllGlobals());

describe('ContactAttemptsPanel', () => {
  test('lists the attempts newest first with labels, who and DD/MM/YYYY HH:mm (Paris)', () => {
    setup([
      attempt({ id: 1, comment: 'Rappeler lundi' }),
      attempt({
        id: 2,
        channel: 'email',
        outcome: 'appointment',
        createdAt: '2026-11-21T14:30:00.000Z',
        user: null,
      }),
    ]);
    expect(screen.getByRole('heading', { name: 'Tentatives de contact (2)' })).toBeTruthy();
    const [first, second] = within(screen.getByRole('list', { name: 'Tentatives de contact' })).getAllByRole(
      'listitem',
    );
    expect(first?.textContent).toContain('E-mail · Rendez-vous pris');
    expect(first?.textContent).toContain('21/11/2026 15:30 — Utilisateur supprimé');
    expect(second?.textContent).toContain('Téléphone · Pas de réponse');
    expect(second?.textContent).toContain('20/11/2026 09:05 — Sophie Garnier');
    expect(second?.textContent).toContain('Rappeler lundi');
  });

  test('records a new attempt, then refreshes the sheet, the list and the summary and says so', async () => {
    const { ui, api, invalidate } = setup([]);
    expect(screen.getByText('Aucune tentative de contact.')).toBeTruthy();
    await ui.click(screen.getByRole('combobox', { name: 'Moyen de contact' }));
    await ui.click(await screen.findByRole('option', { name: 'SMS' }));
    await ui.click(screen.getByRole('combobox', { name: 'Résultat' }));
    await ui.click(await screen.findByRole('option', { name: 'Joint' }));
    await ui.type(screen.getByRole('textbox', { name: 'Commentaire' }), 'Intéressé par le plain-pied');
    await ui.click(screen.getByRole('button', { name: 'Enregistrer la tentative' }));
    await waitFor(() => expect(api.calls(contactEndpoints.addAttempt)).toHaveLength(1));
    const [sent] = api.calls(contactEndpoints.addAttempt);
    expect(sent?.params).toEqual({ project: 12 });
    expect(sent?.body).toEqual({
      channel: 'sms',
      outcome: 'reached',
      comment: 'Intéressé par le plain-pied',
    });
    expect(await screen.findByText('Tentative de contact enregistrée.')).toBeTruthy();
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['prospects', 'sheet', 12], ['prospects'], ['summary']]));
    // The form starts over.
    expect((screen.getByRole('textbox', { name: 'Commentaire' }) as HTMLTextAreaElement).value).toBe('');
  });

  test('without an outcome nothing is sent and the French message shows', async () => {
    const { ui, api } = setup([]);
    await ui.click(screen.getByRole('button', { name: 'Enregistrer la tentative' }));
    expect(await screen.findByText('Choisissez le résultat')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  test("the server's refusal is shown", async () => {
    const { ui } = setup(
      [],
      failWith(COMMON_ERRORS.FORBIDDEN, { message: 'Ce projet est suivi par un autre conseiller.' }),
    );
    await ui.click(screen.getByRole('combobox', { name: 'Résultat' }));
    await ui.click(await screen.findByRole('option', { name: 'Message laissé' }));
    await ui.click(screen.getByRole('button', { name: 'Enregistrer la tentative' }));
    expect(await screen.findByText('Ce projet est suivi par un autre conseiller.')).toBeTruthy();
  });
});
