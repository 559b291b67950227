/**
 * Global search scenarios: what staff type in the search overlay. Terms are drawn from the vocabulary
 * of the scale generator (apps/server/src/db/seed/scale.ts), so each one finds what it would in a real
 * customer base: common and rare names, with and without accents, phone fragments typed with spaces or
 * dots, e-mail parts, towns, one or two letters (the search starts at the first key), and misses.
 */
export type Scenario = { name: string; description: string; terms: string[]; withArchived?: boolean };

export const SEARCH_SCENARIOS: Scenario[] = [
  {
    name: 'nom-partiel',
    description: 'début ou milieu de nom, sans accent ni majuscule',
    terms: [
      'lefev',
      'guerin',
      'helene',
      'francois',
      'menard',
      'leveq',
      'chevall',
      'rousse',
      'blanch',
      'prevo',
    ],
  },
  {
    name: 'nom-accents',
    description: 'nom ou prénom avec accents et majuscules, prénom + nom',
    terms: [
      'Lefèvre',
      'Hélène',
      'Guérin',
      'Noël',
      'Béatrice Lemaître',
      'hélène lef',
      'Théo Martin',
      'Lévêque',
    ],
  },
  {
    name: 'nom-frequent',
    description: 'nom très répandu (des milliers de dossiers)',
    terms: ['martin', 'Bernard', 'thomas', 'petit', 'durand', 'camille'],
  },
  {
    name: 'telephone',
    description: 'morceau de téléphone, avec espaces, points ou +33',
    terms: ['06 12', '0612', '06 71 85', '07.45.66', '+33 6 23 65', '02 47', '45 66 50', '0671859776'],
  },
  {
    name: 'e-mail',
    description: "partie d'adresse e-mail",
    terms: ['valerie.guichard', 'chloe.perrier@', 'pierre.morin15', 'orange.fr', '@free', 'marie.bourgeois'],
  },
  {
    name: 'ville',
    description: 'ville ou code postal, avec ou sans accents',
    terms: ['tours', 'Joué-lès-Tours', 'chateauroux', 'saint-nazaire', 'ponts-de-ce', '37000', 'la fleche'],
  },
  {
    name: 'court',
    description: 'une ou deux lettres (la recherche part dès la première touche)',
    terms: ['a', 'm', 'du', 'le', 'gu', 'x', 'é'],
  },
  {
    name: 'sans-resultat',
    description: 'aucun dossier ne correspond',
    terms: ['zzyzx', 'kowalczyk', 'qwerty', '09 99 99 99 99', 'xq', 'maison introuvable'],
  },
  {
    name: 'archives',
    description: 'noms et villes, archivés compris (Voir les archivés)',
    terms: ['lefev', 'martin', 'tours', '0612', 'du'],
    withArchived: true,
  },
];

/** Terms whose query plans are written next to the results (one per kind of search). */
export const PLAN_TERMS = ['martin', 'lefev', 'hélène lef', 'tours', '06 12', 'du', 'zzyzx'];
