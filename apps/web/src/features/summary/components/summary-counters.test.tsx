import type { TUserSummaryResponse } from '@batir/shared/summary';
import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { formatInteger } from '../../../lib/format';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithShell } from '../../shell/test/render';
import { SummaryCounters } from './summary-counters';

configure({ asyncUtilTimeout: 10_000 });

const zero4 = { total: 0, done: 0, asked: 0, waiting: 0 };
const answer: TUserSummaryResponse = {
  error: 0,
  summary: {
    prospect: { toContact: 1234, inContact: 5, meet: 2, total: 1241 },
    quotation: { total: 0, submittedDo: 0, returnDo: 0, submittedAcceptance: 0 },
    customer: { new: 3, preConstruction: 4, construction: 6, total: 13 },
    appointment: { toSchedule: 5, scheduled: 9, request: [] },
    financing: zero4,
    buildingPermit: { total: 0, done: 0, constitution: 0, waiting: 0 },
    addendum: { waitingAcceptation: 0, submittedDo: 0, returnDo: 0 },
    logisbox: { total: 0, constitution: 0, toComplete: 0, programmed: 0 },
  },
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('SummaryCounters', { timeout: 30_000 }, () => {
  test('shows the counters in French and links the prospect tiles to the prospects list', async () => {
    const urls: string[] = [];
    mockFetch((url) => {
      urls.push(url);
      return { status: 200, body: answer };
    });
    renderWithShell(<SummaryCounters />);
    expect(formatInteger(1234)).toBe('1\u00a0234');
    // Testing Library collapses the no-break space of the DOM text into a plain space.
    const toContact = await screen.findByText('1 234');
    expect(urls.some((url) => url.endsWith('/api/user/summary'))).toBe(true);
    expect(toContact.closest('a')?.getAttribute('href')).toMatch(/\/admin\/prospects$/);
    expect(screen.getByText('À contacter')).toBeTruthy();
    expect(screen.getByText('Avant-chantier').previousElementSibling?.textContent).toBe('4');
    // Customer tiles are not links yet.
    expect(screen.getByText('Chantier').closest('a')).toBeNull();
  });
});
