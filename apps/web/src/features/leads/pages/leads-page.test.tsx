import { prospectEndpoints } from '@batir/shared/contracts/prospects';
import type { TProspectListItem } from '@batir/shared/prospects';
import { configure, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ConfirmProvider } from '../../../components/confirm';
import { mockApi, on } from '../../../test/api-mock';
import { makeUser, renderWithShell } from '../../../test/render';
import { LeadsPage } from './leads-page';

configure({ asyncUtilTimeout: 10_000 });

const admin = makeUser({ roles: { isAdmin: true } });

// Issue 15, defect 11: a phone « 06 11 22 33 44 », whoever typed it how (moved from users-page.test.tsx).
test('Leads: a phone received as « +33 6 11 22 33 44 » is shown in pairs, « 06 11 22 33 44 »', async () => {
  const lead: TProspectListItem = {
    projectId: 12,
    customerId: 5,
    customerName: 'Hélène Lefèvre',
    projectName: 'Maison Lefèvre',
    type: 'website',
    isLead: true,
    tile: 'toContact',
    contactAttempts: 0,
    salesman: null,
    phone: '+33 6 11 22 33 44',
    email: 'helene@exemple.fr',
    city: 'Angers',
    landCity: '',
    landPostalCode: '',
    isArchived: false,
    createdAt: '2026-11-02T09:00:00.000Z',
  };
  const totals = { toContact: 1, inContact: 0, appointment: 0, appointmentMore: 0, all: 1 };
  mockApi(
    on(prospectEndpoints.listFrom).reply(() => ({
      error: 0,
      from: 'website',
      list: [lead],
      listToContact: [lead],
      listInContact: [],
      listAppointment: [],
      listAppointmentMore: [],
      totals,
      total: 1,
      loadMore: false,
    })),
  );
  renderWithShell(
    <ConfirmProvider>
      <LeadsPage />
    </ConfirmProvider>,
    { user: admin },
  );
  expect(await screen.findByText('06 11 22 33 44')).toBeTruthy();
  expect(screen.queryByText('+33 6 11 22 33 44')).toBeNull();
});
