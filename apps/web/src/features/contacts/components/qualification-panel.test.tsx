import type { TQualification } from '@batir/shared/contact-history';
import { contactEndpoints } from '@batir/shared/contracts/contacts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi, on } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { QualificationPanel, type QualificationPanelProps } from './qualification-panel';

configure({ asyncUtilTimeout: 10_000 });

const NBSP = '\u00a0';
const qualification = (overrides: Partial<TQualification>): TQualification => ({
  id: 1,
  qualification: 'cold',
  note: '',
  user: { id: 3, name: 'Sophie Garnier' },
  createdAt: '2026-11-02T09:00:00.000Z',
  ...overrides,
});

function setup(props: Partial<QualificationPanelProps> = {}) {
  const api = mockApi(
    on(contactEndpoints.qualification).reply(({ body }) => ({
      error: 0,
      qualification: qualification({ id: 9, qualification: body.qualification, note: body.note }),
      qualifications: [],
    })),
    on(contactEndpoints.personalContribution).reply(({ body }) => ({ error: 0, ...body })),
    on(contactEndpoints.inContact).reply(({ body }) => ({ error: 0, ...body })),
  );
  const rendered = renderWithShell(
    <QualificationPanel
      customerId={5}
      projectId={12}
      qualifications={[]}
      personalContribution={null}
      inContact={false}
      canQualify
      canContribute
      {...props}
    />,
  );
  const invalidate = vi.spyOn(rendered.client, 'invalidateQueries');
  return { ...rendered, api, invalidate };
}

afterEach(() => vi.unstubAllGlobals());

describe('QualificationPanel', () => {
  test('shows the current qualification, the history newest first and the contribution as 1 234,00 € (spec 1 §9)', () => {
    setup({
      qualifications: [
        qualification({ id: 1, qualification: 'cold' }),
        qualification({
          id: 2,
          qualification: 'hot',
          note: 'Terrain trouvé',
          createdAt: '2026-11-10T16:45:00.000Z',
        }),
      ],
      personalContribution: 25000,
    });
    const group = screen.getByRole('group', { name: 'Qualification du prospect' });
    const chips = within(group).getAllByRole('button');
    expect(chips.map((chip) => [chip.textContent, chip.getAttribute('aria-pressed')])).toEqual([
      ['Froid', 'false'],
      ['Tiède', 'false'],
      ['Chaud', 'true'],
    ]);
    const lines = within(screen.getByRole('list', { name: 'Historique des qualifications' })).getAllByRole(
      'listitem',
    );
    expect(lines[0]?.textContent).toContain('Chaud — Terrain trouvé');
    expect(lines[0]?.textContent).toContain('10/11/2026 17:45 — Sophie Garnier');
    expect(lines[1]?.textContent).toContain('Froid');
    // Testing Library folds the no-break spaces when matching; the text itself keeps them.
    expect(screen.getByText('25 000,00 €').textContent).toBe(`25${NBSP}000,00${NBSP}€`);
    expect(screen.getByRole('textbox', { name: 'Apport personnel (€)' })).toHaveProperty(
      'value',
      `25${NBSP}000,00`,
    );
    expect(screen.getByRole('switch', { name: 'En contact' })).toBeTruthy();
  });

  test('a chip qualifies the project with the note; the sheet, list and summary are refreshed', async () => {
    const { ui, api, invalidate } = setup();
    await ui.type(screen.getByRole('textbox', { name: 'Note de qualification (facultatif)' }), 'Banque OK');
    await ui.click(screen.getByRole('button', { name: 'Tiède' }));
    await waitFor(() => expect(api.calls(contactEndpoints.qualification)).toHaveLength(1));
    const [sent] = api.calls(contactEndpoints.qualification);
    expect(sent?.params).toEqual({ id: 5 });
    expect(sent?.body).toEqual({ qualification: 'warm', note: 'Banque OK', projectId: 12 });
    expect(await screen.findByText('Prospect qualifié « Tiède ».')).toBeTruthy();
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['prospects', 'sheet', 12], ['prospects'], ['summary']]));
  });

  test('the personal contribution accepts "30 000 €", refuses a negative amount in French', async () => {
    const { ui, api } = setup();
    const field = screen.getByRole('textbox', { name: 'Apport personnel (€)' });
    await ui.type(field, '-5');
    await ui.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le montant ne peut pas être négatif')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
    await ui.clear(field);
    await ui.type(field, '30 000 €');
    await ui.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.calls(contactEndpoints.personalContribution)).toHaveLength(1));
    const [sent] = api.calls(contactEndpoints.personalContribution);
    expect(sent?.params).toEqual({ id: 5 });
    expect(sent?.body).toEqual({ personalContribution: 30000 });
    expect(await screen.findByText('Apport personnel enregistré.')).toBeTruthy();
  });

  test('the "En contact" switch sends the project and the new state', async () => {
    const { ui, api } = setup({ inContact: false });
    await ui.click(screen.getByRole('switch', { name: 'En contact' }));
    await waitFor(() => expect(api.calls(contactEndpoints.inContact)).toHaveLength(1));
    const [sent] = api.calls(contactEndpoints.inContact);
    expect(sent?.params).toEqual({ id: 5 });
    expect(sent?.body).toEqual({ projectId: 12, inContact: true });
    expect(await screen.findByText('Prospect marqué « en contact ».')).toBeTruthy();
  });
});
