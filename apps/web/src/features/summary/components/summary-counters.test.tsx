import type { TUserSummaryResponse } from '@batir/shared/summary';
import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { formatInteger } from '../../../lib/format';
import { renderWithShell } from '../../../test/render';
import { SummaryCounters } from './summary-counters';

configure({ asyncUtilTimeout: 10_000 });

const zero4 = { total: 0, done: 0, asked: 0, waiting: 0 };
const summary: TUserSummaryResponse['summary'] = {
  prospect: { toContact: 1234, inContact: 5, meet: 2, total: 1241 },
  quotation: { total: 7, submittedDo: 0, returnDo: 0, submittedAcceptance: 0 },
  customer: { new: 3, preConstruction: 4, construction: 6, total: 13 },
  appointment: { toSchedule: 5, scheduled: 9, request: [] },
  financing: zero4,
  buildingPermit: { total: 0, done: 0, constitution: 0, waiting: 0 },
  addendum: { waitingAcceptation: 0, submittedDo: 0, returnDo: 0 },
  logisbox: { total: 0, constitution: 0, toComplete: 0, programmed: 0 },
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('SummaryCounters', { timeout: 30_000 }, () => {
  test('prospect tiles link to the prospects list with their tile preselected', async () => {
    renderWithShell(<SummaryCounters group="prospect" summary={summary} />);
    expect(formatInteger(1234)).toBe('1\u00a0234');
    // Testing Library collapses the no-break space of the DOM text into a plain space.
    const toContact = await screen.findByText('1 234');
    expect(toContact.closest('a')?.getAttribute('href')).toMatch(/\/admin\/prospects\?tile=toContact$/);
    expect(screen.getByText('Rendez-vous').closest('a')?.getAttribute('href')).toMatch(/\?tile=appointment$/);
    expect(screen.getByText('Prospects').closest('a')?.getAttribute('href')).toMatch(/\?tile=all$/);
  });

  test('new customers link to their sub-page; the other customer tiles to the project list on a step', async () => {
    renderWithShell(<SummaryCounters group="customer" summary={summary} />);
    const tile = await screen.findByText('Nouveaux clients');
    expect(tile.closest('a')?.getAttribute('href')).toMatch(/\/admin\/summary\/newCustomer$/);
    expect(screen.getByText('Pré-construction').previousElementSibling?.textContent).toBe('4');
    expect(screen.getByText('Pré-construction').closest('a')?.getAttribute('href')).toMatch(
      /\/admin\/customer\/list\?step=1$/,
    );
    expect(screen.getByText('Construction').closest('a')?.getAttribute('href')).toMatch(
      /\/admin\/customer\/list\?step=construction$/,
    );
    expect(screen.getByText('Clients').closest('a')?.getAttribute('href')).toMatch(
      /\/admin\/customer\/list\?step=all$/,
    );
  });

  test('of the permit counters, only « En instruction » opens a list: the dashboard on it', async () => {
    renderWithShell(<SummaryCounters group="buildingPermit" summary={summary} />);
    const waiting = await screen.findByText('En instruction');
    expect(waiting.closest('a')?.getAttribute('href')).toMatch(
      /\/admin\/summary\/buildingPermit\?list=waiting$/,
    );
    for (const label of ['Permis', 'Obtenus', 'En constitution']) {
      expect(screen.getByText(label).closest('a')).toBeNull();
      expect(screen.getByText(label).closest('[aria-disabled]')).toBeNull();
    }
  });

  test('quotation tiles are not links until the quotation screen exists', async () => {
    const { ui } = renderWithShell(<SummaryCounters group="quotation" summary={summary} />);
    const tile = await screen.findByText('7');
    expect(tile.closest('a')).toBeNull();
    await ui.hover(tile);
    expect(await screen.findByText('Bientôt disponible')).toBeTruthy();
  });
});
