import type { Role } from '@batir/shared/roles';
import type { TMenuType } from '@batir/shared/shell';

/**
 * The side menu shipped with the product, one tree per menu type (spec 1 §2.8, §2.9; spec 2 §3.2).
 * Entries point at route names of the web app; the web app shows an entry whose screen does not exist
 * yet as disabled ("Bientôt disponible"). Ids are stable: favourites refer to them.
 */
type Entry = {
  id: number;
  name: string;
  icon?: string;
  route?: string;
  url?: string;
  isNew?: boolean;
  roles?: Role[];
};
type Group = Entry & { items: Entry[] };

export const MENU_TREES: Record<TMenuType, Group[]> = {
  admin: [
    {
      id: 100,
      name: 'Gestion commerciale',
      icon: 'Storefront',
      items: [
        { id: 101, name: 'Clients', icon: 'People', route: 'admin-customer-list' },
        { id: 102, name: 'Prospects', icon: 'PersonSearch', route: 'admin-prospects' },
        { id: 103, name: 'Devis', icon: 'RequestQuote', route: 'admin-quotation' },
        { id: 104, name: 'Leads', icon: 'Language', route: 'admin-manage-leads', roles: ['admin'] },
        // Recrutement and Commerciaux open the same screen: one entry per role, so that only one lights up.
        { id: 105, name: 'Recrutement', icon: 'Handshake', route: 'admin-salesman', roles: ['gridOperator'] },
        { id: 106, name: 'Relation commerciale', icon: 'Forum', route: 'admin-summary-customer' },
        { id: 107, name: 'Agenda', icon: 'CalendarMonth', route: 'admin-account-agenda' },
        { id: 108, name: 'Commerciaux', icon: 'People', route: 'admin-salesman', roles: ['admin'] },
      ],
    },
    {
      id: 200,
      name: "Bureau d'étude",
      icon: 'Architecture',
      roles: ['admin', 'technical'],
      items: [
        { id: 201, name: 'Métrés', icon: 'Straighten', route: 'admin-meter' },
        { id: 202, name: 'Artisans', icon: 'Construction', route: 'admin-craftsman-list' },
        { id: 203, name: 'Planning', icon: 'ViewTimeline', route: 'admin-customers-schedule' },
        { id: 204, name: 'Options métrés et devis', icon: 'Tune', route: 'admin-manage-quotation-option' },
        { id: 205, name: 'Menuiseries', icon: 'Window', route: 'admin-joineries' },
      ],
    },
    {
      id: 300,
      name: 'Suivi des dossiers',
      icon: 'FactCheck',
      items: [
        { id: 301, name: 'Permis de construire', icon: 'Gavel', route: 'admin-summary-buildingPermit' },
        { id: 302, name: 'Financements', icon: 'AccountBalance', route: 'admin-summary-financing' },
        { id: 303, name: 'Avenants', icon: 'NoteAdd', route: 'admin-summary-addendum' },
        { id: 304, name: 'Logisbox', icon: 'Inventory2', route: 'admin-summary-logisbox' },
      ],
    },
    {
      id: 400,
      name: 'Produits & Matériaux',
      icon: 'Category',
      items: [
        { id: 401, name: 'Catalogue', icon: 'MenuBook', route: 'admin-catalog' },
        { id: 402, name: 'Ventes flash', icon: 'LocalOffer', route: 'admin-catalog-offer-list', isNew: true },
      ],
    },
    {
      id: 500,
      name: 'Gestion globale',
      icon: 'Settings',
      items: [
        {
          id: 501,
          name: 'Utilisateurs',
          icon: 'ManageAccounts',
          route: 'admin-manage-user',
          roles: ['admin'],
        },
        { id: 502, name: 'Maisons', icon: 'House', route: 'admin-house' },
        { id: 503, name: 'Statistiques', icon: 'BarChart', route: 'admin-stats' },
        { id: 504, name: 'Export', icon: 'FileDownload', route: 'admin-tools-export', roles: ['admin'] },
        { id: 505, name: 'Annonces', icon: 'Campaign', route: 'admin-manage-announcement', roles: ['admin'] },
        { id: 506, name: 'Signalements', icon: 'FactCheck', route: 'admin-manage-report', roles: ['admin'] },
      ],
    },
  ],
  salesman: [
    {
      id: 600,
      name: 'Gestion commerciale',
      icon: 'Storefront',
      items: [
        { id: 601, name: 'Clients', icon: 'People', route: 'admin-customer-list' },
        { id: 602, name: 'Prospects', icon: 'PersonSearch', route: 'admin-prospects' },
        { id: 603, name: 'Devis', icon: 'RequestQuote', route: 'admin-quotation' },
        { id: 604, name: 'Agenda', icon: 'CalendarMonth', route: 'admin-account-agenda' },
      ],
    },
    {
      id: 700,
      name: 'Produits',
      icon: 'Category',
      items: [
        { id: 701, name: 'Maisons', icon: 'House', route: 'admin-house' },
        { id: 702, name: 'Statistiques', icon: 'BarChart', route: 'admin-stats' },
      ],
    },
  ],
};

/** Flat rows for the menu_items table. */
export function menuRows() {
  return Object.entries(MENU_TREES).flatMap(([menuType, groups]) =>
    groups.flatMap((group, groupIndex) => [
      row(group, menuType, groupIndex, null),
      ...group.items.map((item, itemIndex) => row(item, menuType, itemIndex, group.id)),
    ]),
  );
}

function row(entry: Entry, menuType: string, position: number, parentId: number | null) {
  return {
    id: entry.id,
    parentId,
    menuType,
    position,
    name: entry.name,
    icon: entry.icon ?? null,
    route: entry.route ?? null,
    url: entry.url ?? null,
    isNew: entry.isNew ?? false,
    roles: entry.roles ?? [],
  };
}
