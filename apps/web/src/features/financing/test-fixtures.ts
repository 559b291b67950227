import type {
  TFinancingListsResponse,
  TProjectFinancing,
  TProjectFinancingResponse,
} from '@batir/shared/financing';

/** A financing sent to the bank, two loans, no attestation yet. */
export function makeFinancing(overrides: Partial<TProjectFinancing> = {}): TProjectFinancing {
  return {
    project: {
      id: 40,
      name: 'Maison Aubépine à Joué-lès-Tours',
      customerName: 'Camille et Julien Durand',
      salesman: { id: 3, name: 'Sophie Garnier' },
    },
    state: 'asked',
    list: 'asked',
    totalNeedCents: 28_450_000,
    personalContributionCents: 2_500_000,
    loansCents: 25_950_000,
    remainingCents: 0,
    bankName: 'Crédit Agricole',
    bankAdviser: 'Mme Lemoine',
    bankPhone: '02 47 39 84 12',
    bankEmail: 's.lemoine@ca.fr',
    broker: '',
    requestedAt: '2026-03-05T10:00:00.000Z',
    sentAt: null,
    loanOffersReceivedOn: null,
    unlockedAt: null,
    cancelledAt: null,
    comment: 'Offres attendues.',
    loans: [
      {
        id: 1,
        kind: 'main',
        bank: 'Crédit Agricole',
        amountCents: 22_950_000,
        rate: '3.450',
        durationMonths: 300,
      },
      {
        id: 2,
        kind: 'ptz',
        bank: 'Crédit Agricole',
        amountCents: 3_000_000,
        rate: '0.000',
        durationMonths: 240,
      },
    ],
    attestationLoanOffers: [],
    canEdit: true,
    ...overrides,
  };
}

export function makeProjectResponse(overrides: Partial<TProjectFinancing> = {}): TProjectFinancingResponse {
  return {
    error: 0,
    financing: makeFinancing(overrides),
    history: [
      {
        id: 1,
        kind: 'financing.request',
        label: 'Financement demandé',
        from: 'Non demandé',
        to: 'Demandé',
        user: { id: 3, name: 'Sophie Garnier' },
        createdAt: '2026-03-05T10:00:00.000Z',
      },
    ],
  };
}

export function makeLists(): TFinancingListsResponse {
  const entry = (projectId: number, projectName: string, customerName: string) => ({
    projectId,
    projectName,
    customerName,
    salesman: { id: 3, name: 'Sophie Garnier' },
    bankName: 'LCL',
    totalNeedCents: 25_000_000,
    loansCents: 20_000_000,
    requestedAt: '2026-03-01T10:00:00.000Z',
    sentAt: '2026-03-10T10:00:00.000Z',
    loanOffersReceivedOn: '2026-04-02',
    unlockedAt: null,
  });
  return {
    error: 0,
    asked: { list: [entry(41, 'Maison Camélia', 'Hélène Lefèvre')], total: 1 },
    waiting: {
      list: [entry(42, 'Maison Glycine', 'Hugo et Léa Petit'), entry(43, 'Maison Iris', 'Chloé Bernard')],
      total: 2,
    },
    done: { list: [], total: 0 },
    total: 3,
  };
}
