import type { TQualification } from '@batir/shared/contact-history';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithShell } from '../../shell/test/render';
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

type Call = { url: string; method: string; body: Record<string, unknown> | null };

function setup(props: Partial<QualificationPanelProps> = {}) {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const body = init.body ? JSON.parse(String(init.body)) : null;
    calls.push({ url, method: init.method ?? 'GET', body });
    if (url.endsWith('/qualification'))
      return {
        status: 200,
        body: { error: 0, qualification: qualification({ id: 9, ...body }), qualifications: [] },
      };
    if (url.endsWith('/personalContribution')) return { status: 200, body: { error: 0, ...body } };
    return { status: 200, body: { error: 0, ...body } };
  });
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
  return { ...rendered, calls, invalidate };
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
    const { ui, calls, invalidate } = setup();
    await ui.type(screen.getByRole('textbox', { name: 'Note de qualification (facultatif)' }), 'Banque OK');
    await ui.click(screen.getByRole('button', { name: 'Tiède' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: '/api/user/5/qualification',
      method: 'PUT',
      body: { qualification: 'warm', note: 'Banque OK', projectId: 12 },
    });
    expect(await screen.findByText('Prospect qualifié « Tiède ».')).toBeTruthy();
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['prospects', 'sheet', 12], ['prospects'], ['summary']]));
  });

  test('the personal contribution accepts "30 000 €", refuses a negative amount in French', async () => {
    const { ui, calls } = setup();
    const field = screen.getByRole('textbox', { name: 'Apport personnel (€)' });
    await ui.type(field, '-5');
    await ui.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le montant ne peut pas être négatif')).toBeTruthy();
    expect(calls).toEqual([]);
    await ui.clear(field);
    await ui.type(field, '30 000 €');
    await ui.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: '/api/user/5/personalContribution',
      method: 'PUT',
      body: { personalContribution: 30000 },
    });
    expect(await screen.findByText('Apport personnel enregistré.')).toBeTruthy();
  });

  test('the "En contact" switch sends the project and the new state', async () => {
    const { ui, calls } = setup({ inContact: false });
    await ui.click(screen.getByRole('switch', { name: 'En contact' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: '/api/user/5/inContact',
      method: 'PUT',
      body: { projectId: 12, inContact: true },
    });
    expect(await screen.findByText('Prospect marqué « en contact ».')).toBeTruthy();
  });
});
