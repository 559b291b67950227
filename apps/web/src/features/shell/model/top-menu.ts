/**
 * The coloured blocks of the top menu (spec 1 §2.7): dashboard, summary, prospects (two links), customer
 * (one link and a row of links), relationship and other. The alert block (to-do count and logout) is
 * drawn apart because it holds actions, not links. Colours keep white text readable (contrast ≥ 4.5:1).
 */
export type TopLink = { label: string; route: string };
/** `label` names the block for screen readers (a group of links). */
export type TopBlock = { key: string; label: string; color: string; links: TopLink[]; row?: TopLink[] };

export const TOP_MENU_BLOCKS: TopBlock[] = [
  {
    key: 'dashboard',
    label: 'Tableau de bord',
    color: '#1f4e79',
    links: [{ label: 'Tableau de bord', route: 'admin' }],
  },
  {
    key: 'summary',
    label: 'Récapitulatif',
    color: '#2e7d32',
    links: [{ label: 'Récapitulatif', route: 'admin-summary' }],
  },
  {
    key: 'prospects',
    label: 'Prospects',
    color: '#a84f00',
    links: [
      { label: 'Prospects', route: 'admin-prospects' },
      { label: 'Nouveau prospect', route: 'admin-prospects-add' },
    ],
  },
  {
    key: 'customer',
    label: 'Clients',
    color: '#6a1b9a',
    links: [{ label: 'Clients', route: 'admin-customer-list' }],
    row: [
      { label: 'Permis', route: 'admin-summary-buildingPermit' },
      { label: 'Financements', route: 'admin-summary-financing' },
      { label: 'Avenants', route: 'admin-summary-addendum' },
      { label: 'Logisbox', route: 'admin-summary-logisbox' },
    ],
  },
  {
    key: 'relationship',
    label: 'Relation commerciale',
    color: '#00695c',
    links: [{ label: 'Relation commerciale', route: 'admin-summary-customer' }],
  },
  {
    key: 'other',
    label: 'Autres',
    color: '#5d4037',
    links: [
      { label: 'Devis', route: 'admin-quotation' },
      { label: 'Maisons', route: 'admin-house' },
    ],
  },
];

export const ALERT_BLOCK_COLOR = '#b71c1c';
