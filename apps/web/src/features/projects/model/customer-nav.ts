import type { RouteName } from '../../../lib/route-names';

/** The customer screens of the left panel, in order (spec 1 §2.2). */
export const CUSTOMER_NAV: readonly { name: RouteName; label: string }[] = [
  { name: 'admin-customer-id', label: 'Fiche' },
  { name: 'admin-customer-id-preconstruction-informations', label: 'Informations' },
  { name: 'admin-customer-id-preconstruction-land', label: 'Terrain' },
  { name: 'admin-customer-id-preconstruction-financing', label: 'Financement' },
  { name: 'admin-customer-id-preconstruction-buildingPermit', label: 'Permis de construire' },
  { name: 'admin-customer-id-preconstruction-elementsConstitution', label: 'Constitution du dossier' },
  { name: 'admin-customer-id-preconstruction-advancement', label: 'Avancement' },
  { name: 'admin-customer-id-documents', label: 'Documents' },
  { name: 'admin-customer-id-agenda', label: 'Agenda' },
  { name: 'admin-customer-id-noteTodo', label: 'Notes et tâches' },
  { name: 'admin-customer-id-relationship', label: 'Relation client' },
];
