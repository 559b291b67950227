import { describe, expect, test } from 'vitest';
import { ADMINISTRATION_MENU, GRID_MENU, gridMenuFor } from './grid-menu';

const labels = (groups: { entries: { label: string }[] }[]) =>
  groups.flatMap((g) => g.entries.map((e) => e.label));

describe('grid menu (spec 1 §2.9, §6)', () => {
  test('admins get the full grid, Recrutement included, in the four French groups', () => {
    const groups = gridMenuFor({ administration: true, network: true });
    expect(groups.map((g) => g.title)).toEqual([
      'Gestion commerciale',
      "Bureau d'étude",
      'Produits & Matériaux',
      'Gestion globale',
    ]);
    expect(labels(groups)).toEqual([
      'Clients',
      'Prospects',
      'Devis',
      'Agenda',
      'Leads',
      'Recrutement',
      'Métrés',
      'Artisans',
      'Planning',
      'Options métrés et devis',
      'Catalogue',
      'Achats',
      'Paniers',
      'Ventes flash',
      'Utilisateurs',
      'Maisons',
      'Facturation',
      'Statistiques',
      'Annonces',
    ]);
  });

  test('other users get the reduced menu, with their Agenda', () => {
    const groups = gridMenuFor({ administration: false, network: false });
    expect(labels(groups)).toEqual(['Clients', 'Prospects', 'Devis', 'Agenda', 'Maisons', 'Statistiques']);
    expect(groups.map((g) => g.title)).toEqual(['Gestion commerciale', 'Gestion globale']);
  });

  test('grid operators also get Recrutement', () => {
    expect(labels(gridMenuFor({ administration: false, network: true }))).toEqual([
      'Clients',
      'Prospects',
      'Devis',
      'Agenda',
      'Recrutement',
      'Maisons',
      'Statistiques',
    ]);
  });

  test('the Administration sub-menu lists the spec entries in French', () => {
    expect(ADMINISTRATION_MENU.entries.map((e) => e.label)).toEqual([
      'Attribution des droits',
      'Gestion des droits',
      'Mails et SMS',
      'Documentation',
      'Paramètres',
      'Options des tables de base',
      'Cahier des charges',
      'Manuel chantier',
      'Planning des travaux',
      'Notifications',
      'Export',
      'Lieux du site web',
      'Maisons',
      'Modèles',
      'Tableau des surfaces',
      'Actualités',
    ]);
  });

  test('entries lead to the route names of the spec', () => {
    const routes = Object.fromEntries(
      [...GRID_MENU.flatMap((g) => g.entries), ...ADMINISTRATION_MENU.entries].map((e) => [e.label, e.route]),
    );
    expect(routes).toMatchObject({
      Clients: 'admin-customer-list',
      Prospects: 'admin-prospects',
      Devis: 'admin-quotation',
      Agenda: 'admin-account-agenda',
      Leads: 'admin-manage-leads',
      Recrutement: 'admin-salesman',
      Métrés: 'admin-meter',
      Artisans: 'admin-craftsman-list',
      Planning: 'admin-customers-schedule',
      'Options métrés et devis': 'admin-manage-quotation-option',
      Catalogue: 'admin-catalog',
      'Ventes flash': 'admin-catalog-offer-list',
      Utilisateurs: 'admin-manage-user',
      Maisons: 'admin-house',
      Statistiques: 'admin-stats',
      Export: 'admin-tools-export',
      Modèles: 'admin-manage-website-model',
      Actualités: 'admin-manage-website-news',
      'Lieux du site web': 'admin-manage-place',
      Achats: null,
      Annonces: 'admin-manage-announcement',
    });
  });
});
