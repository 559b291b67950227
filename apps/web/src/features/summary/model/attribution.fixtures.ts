import type { TDuplicate } from '@batir/shared/contacts';

/** A duplicate as GET /api/summary/newContact lists it: the demo customer Hélène Lefèvre. */
export const duplicate = (overrides: Partial<TDuplicate> = {}): TDuplicate => ({
  id: 'project-12',
  kind: 'project',
  customerId: 4,
  projectId: 12,
  contactId: null,
  customerName: 'Hélène Lefèvre',
  projectName: 'Maison Camélia aux Ponts-de-Cé',
  isProspect: false,
  projectStep: 1,
  isArchived: false,
  createdAt: '2026-03-05T10:00:00.000Z',
  reasons: ['name', 'phone'],
  score: 1.7,
  followedByOther: false,
  ...overrides,
});
