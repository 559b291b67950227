/** French demo households, prospects, craftsmen and houses: what the demo shows and the tests search. */

/** A time of the day `days` before now (at `hour` UTC), for the demo stories; 1 day or more is in the past. */
export function daysAgo(days: number, hour = 10): Date {
  const date = new Date(Date.now() - days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
}

/** The `YYYY-MM-DD` day `days` before now. */
export const dayString = (days: number) => daysAgo(days).toISOString().slice(0, 10);

type Household = {
  name1: string;
  surname1: string;
  name2?: string;
  surname2?: string;
  phone: string;
  email: string;
  address: string;
  postalCode: string;
  city: string;
};

/**
 * A customer project's story, in days before the seed: the prospect (household and project) created, then
 * converted. Everything the other demo files date on it (permit, financing, land, follow-up, messages)
 * happens after the conversion; projects in construction (steps 2 and 3) went through all of pre-construction.
 */
export type DemoProject = {
  household: Household;
  project: string;
  step: 1 | 2 | 3;
  createdDaysAgo: number;
  convertedDaysAgo: number;
  landCity: string;
  landPostalCode: string;
  archived?: boolean;
  /** Demo account of the customer portal. */
  accountEmail?: string;
};

export type DemoProspect = {
  household: Household;
  project: string;
  type: 'website' | 'salesman' | 'phone' | 'fair';
  createdDaysAgo: number;
  landCity: string;
  landPostalCode: string;
  archived?: boolean;
};

const h = (
  name1: string,
  surname1: string,
  phone: string,
  city: string,
  postalCode: string,
  address: string,
  second?: { name2?: string; surname2: string },
): Household => ({
  name1,
  surname1,
  ...(second ? { name2: second.name2 ?? name1, surname2: second.surname2 } : {}),
  phone,
  email: `${surname1}.${name1}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase()
    .concat('@exemple.fr'),
  address,
  postalCode,
  city,
});

export const DEMO_CUSTOMER_PROJECTS: DemoProject[] = [
  {
    household: h('Durand', 'Camille', '0687451236', 'Tours', '37000', '12 rue Nationale', {
      surname2: 'Julien',
    }),
    project: 'Maison Aubépine à Joué-lès-Tours',
    step: 1,
    // Signed within the « new customers » window (30 days): the demo salesperson's summary lists it.
    createdDaysAgo: 70,
    convertedDaysAgo: 28,
    landCity: 'Joué-lès-Tours',
    landPostalCode: '37300',
    accountEmail: 'client@demo.batir.fr',
  },
  {
    household: h('Lefèvre', 'Hélène', '0611223344', 'Angers', '49000', '8 boulevard du Roi René'),
    project: 'Maison Camélia aux Ponts-de-Cé',
    step: 1,
    createdDaysAgo: 170,
    convertedDaysAgo: 120,
    landCity: 'Les Ponts-de-Cé',
    landPostalCode: '49130',
  },
  {
    household: h('Martin', 'Lucas', '0622334455', 'Orléans', '45000', '3 rue Jeanne d’Arc', {
      surname2: 'Emma',
    }),
    project: 'Maison Bruyère à Olivet',
    step: 2,
    createdDaysAgo: 420,
    convertedDaysAgo: 360,
    landCity: 'Olivet',
    landPostalCode: '45160',
  },
  {
    household: h('Bernard', 'Chloé', '0633445566', 'Blois', '41000', '27 avenue du Président Wilson'),
    project: 'Maison Iris à Vineuil',
    step: 3,
    createdDaysAgo: 660,
    convertedDaysAgo: 600,
    landCity: 'Vineuil',
    landPostalCode: '41350',
  },
  {
    household: h('Petit', 'Hugo', '0644556677', 'Le Mans', '72000', '14 rue de la Reine Bérengère', {
      name2: 'Roux',
      surname2: 'Léa',
    }),
    project: 'Maison Glycine à Sargé-lès-le-Mans',
    step: 1,
    createdDaysAgo: 150,
    convertedDaysAgo: 100,
    landCity: 'Sargé-lès-le-Mans',
    landPostalCode: '72190',
  },
  {
    household: h('Robert', 'Manon', '0655667788', 'Saumur', '49400', '5 quai Mayaud'),
    project: 'Maison Dahlia à Distré',
    step: 2,
    createdDaysAgo: 400,
    convertedDaysAgo: 330,
    landCity: 'Distré',
    landPostalCode: '49400',
  },
  {
    household: h('Richard', 'Nathan', '0666778899', 'Chartres', '28000', '19 rue du Bois Merrain', {
      surname2: 'Inès',
    }),
    project: 'Maison Hortensia à Lucé',
    step: 1,
    createdDaysAgo: 130,
    convertedDaysAgo: 80,
    landCity: 'Lucé',
    landPostalCode: '28110',
  },
  {
    household: h('Moreau', 'Théo', '0677889900', 'Vendôme', '41100', '2 place Saint-Martin'),
    project: 'Maison Jasmin à Naveil',
    step: 3,
    createdDaysAgo: 700,
    convertedDaysAgo: 620,
    landCity: 'Naveil',
    landPostalCode: '41100',
  },
  {
    household: h('Simon', 'Jade', '0245678912', 'Châteauroux', '36000', '41 rue Victor Hugo', {
      name2: 'Faure',
      surname2: 'Maxime',
    }),
    project: 'Maison Églantine à Déols',
    step: 1,
    createdDaysAgo: 230,
    convertedDaysAgo: 170,
    landCity: 'Déols',
    landPostalCode: '36130',
  },
  {
    household: h('Laurent', 'Louis', '0254123698', 'Bourges', '18000', '7 rue Moyenne'),
    project: 'Maison Fougère à Saint-Doulchard',
    step: 2,
    createdDaysAgo: 380,
    convertedDaysAgo: 320,
    landCity: 'Saint-Doulchard',
    landPostalCode: '18230',
  },
  {
    household: h('Michel', 'Zoé', '0678451290', 'Poitiers', '86000', '16 rue de la Cathédrale', {
      surname2: 'Arthur',
    }),
    project: 'Maison Camélia à Buxerolles',
    step: 1,
    createdDaysAgo: 90,
    convertedDaysAgo: 45,
    landCity: 'Buxerolles',
    landPostalCode: '86180',
  },
  {
    household: h('Garcia', 'Gabriel', '0689562314', 'Nantes', '44000', '9 rue Crébillon'),
    project: 'Maison Aubépine à Rezé',
    step: 1,
    createdDaysAgo: 300,
    convertedDaysAgo: 260,
    landCity: 'Rezé',
    landPostalCode: '44400',
    archived: true,
  },
  {
    household: h(
      'Fournier',
      'Alice',
      '0612984576',
      'La Roche-sur-Yon',
      '85000',
      '23 rue Georges Clemenceau',
      { surname2: 'Raphaël' },
    ),
    project: 'Maison Bruyère à Mouilleron-le-Captif',
    step: 3,
    createdDaysAgo: 720,
    convertedDaysAgo: 640,
    landCity: 'Mouilleron-le-Captif',
    landPostalCode: '85000',
  },
  {
    household: h('Girard', 'Louise', '0623781245', 'Niort', '79000', '11 rue Ricard'),
    project: 'Maison Iris à Chauray',
    step: 2,
    createdDaysAgo: 360,
    convertedDaysAgo: 300,
    landCity: 'Chauray',
    landPostalCode: '79180',
  },
  {
    household: h('Bonnet', 'Jules', '0634892356', 'Cholet', '49300', '4 rue Nationale', { surname2: 'Rose' }),
    project: 'Maison Glycine à Saint-Léger-sous-Cholet',
    step: 1,
    createdDaysAgo: 100,
    convertedDaysAgo: 55,
    landCity: 'Saint-Léger-sous-Cholet',
    landPostalCode: '49280',
  },
  {
    household: h('Dupont', 'Adam', '0645903467', 'Laval', '53000', '30 rue du Pont de Mayenne'),
    project: 'Maison Dahlia à Changé',
    step: 1,
    createdDaysAgo: 60,
    convertedDaysAgo: 25,
    landCity: 'Changé',
    landPostalCode: '53810',
  },
  {
    household: h('Lambert', 'Anna', '0656014578', 'Alençon', '61000', '6 Grande Rue', { surname2: 'Paul' }),
    project: 'Maison Hortensia à Damigny',
    step: 2,
    createdDaysAgo: 340,
    convertedDaysAgo: 290,
    landCity: 'Damigny',
    landPostalCode: '61250',
  },
  {
    household: h('Fontaine', 'Léon', '0667125689', 'Évreux', '27000', '13 rue Chartraine'),
    project: 'Maison Jasmin à Gravigny',
    step: 1,
    createdDaysAgo: 75,
    convertedDaysAgo: 40,
    landCity: 'Gravigny',
    landPostalCode: '27930',
  },
  {
    household: h('Rousseau', 'Ambre', '0678236790', 'Rouen', '76000', '22 rue du Gros-Horloge', {
      surname2: 'Noah',
    }),
    project: 'Maison Églantine à Bois-Guillaume',
    step: 3,
    createdDaysAgo: 800,
    convertedDaysAgo: 700,
    landCity: 'Bois-Guillaume',
    landPostalCode: '76230',
  },
  {
    household: h('Vincent', 'Mila', '0689347801', 'Caen', '14000', '17 rue Saint-Pierre'),
    project: 'Maison Fougère à Hérouville-Saint-Clair',
    step: 1,
    createdDaysAgo: 45,
    convertedDaysAgo: 14,
    landCity: 'Hérouville-Saint-Clair',
    landPostalCode: '14200',
  },
];

export const DEMO_PROSPECTS: DemoProspect[] = [
  {
    household: h('Muller', 'Élodie', '0698451237', 'Tours', '37000', '5 rue Colbert'),
    project: 'Projet maison plain-pied',
    type: 'website',
    createdDaysAgo: 48,
    landCity: 'Saint-Avertin',
    landPostalCode: '37550',
  },
  {
    household: h('Lefebvre', 'Antoine', '0612457801', 'Angers', '49000', '21 rue Plantagenêt', {
      surname2: 'Sarah',
    }),
    project: 'Projet maison à étage',
    type: 'salesman',
    createdDaysAgo: 41,
    landCity: 'Avrillé',
    landPostalCode: '49240',
  },
  {
    household: h('Leroy', 'Clara', '0623568912', 'Orléans', '45000', '8 rue de Bourgogne'),
    project: 'Projet maison 4 chambres',
    type: 'website',
    createdDaysAgo: 36,
    landCity: 'Saint-Jean-de-Braye',
    landPostalCode: '45800',
  },
  {
    household: h('Roux', 'Mathis', '0634679023', 'Blois', '41000', '12 rue Denis Papin'),
    project: 'Projet maison contemporaine',
    type: 'phone',
    createdDaysAgo: 30,
    landCity: 'La Chaussée-Saint-Victor',
    landPostalCode: '41260',
  },
  {
    household: h('David', 'Lina', '0645780134', 'Le Mans', '72000', '9 rue Gambetta', { surname2: 'Tom' }),
    project: 'Projet primo-accédant',
    type: 'fair',
    createdDaysAgo: 26,
    landCity: 'Allonnes',
    landPostalCode: '72700',
  },
  {
    household: h('Bertrand', 'Eva', '0656891245', 'Chartres', '28000', '3 rue Noël Ballay'),
    project: 'Projet maison de plain-pied',
    type: 'website',
    createdDaysAgo: 21,
    landCity: 'Mainvilliers',
    landPostalCode: '28300',
  },
  {
    household: h('Morel', 'Samuel', '0667902356', 'Saumur', '49400', '15 rue Saint-Jean'),
    project: 'Projet terrain à trouver',
    type: 'salesman',
    createdDaysAgo: 17,
    landCity: 'Saint-Lambert-des-Levées',
    landPostalCode: '49400',
  },
  {
    household: h('Guerin', 'Juliette', '0678013467', 'Poitiers', '86000', '28 rue Carnot', {
      surname2: 'Ethan',
    }),
    project: 'Projet maison familiale',
    type: 'website',
    createdDaysAgo: 12,
    landCity: 'Saint-Benoît',
    landPostalCode: '86280',
  },
  {
    household: h('Faure', 'Margaux', '0689124578', 'Niort', '79000', '2 rue Victor Hugo'),
    project: 'Projet investissement locatif',
    type: 'phone',
    createdDaysAgo: 160,
    landCity: 'Aiffres',
    landPostalCode: '79230',
    archived: true,
  },
  {
    household: h('André', 'Victor', '0612235689', 'Laval', '53000', '40 rue de Bretagne'),
    project: 'Projet maison à étage 120 m²',
    type: 'website',
    createdDaysAgo: 6,
    landCity: 'Louverné',
    landPostalCode: '53950',
  },
  {
    // The duplicate check must catch him typed "jean pierre dupond / 0612345678" (issue 5).
    household: h('Dupont', 'Jean-Pierre', '06 12 34 56 78', 'Tours', '37000', '11 rue Nationale'),
    project: 'Projet maison avec garage',
    type: 'phone',
    createdDaysAgo: 3,
    landCity: 'Fondettes',
    landPostalCode: '37230',
  },
];

export const DEMO_CRAFTSMEN: {
  companyName: string;
  contact: string;
  phone: string;
  city: string;
  postalCode: string;
  address: string;
  accountEmail?: string;
  archived?: boolean;
}[] = [
  {
    companyName: 'Fontaine Charpente',
    contact: 'Marc Fontaine',
    phone: '0556892314',
    city: 'Tours',
    postalCode: '37000',
    address: '18 rue des Artisans',
    accountEmail: 'artisan@demo.batir.fr',
  },
  {
    companyName: 'Maçonnerie Bernard & Fils',
    contact: 'Jean Bernard',
    phone: '0247531298',
    city: 'Joué-lès-Tours',
    postalCode: '37300',
    address: 'ZA de la Liodière',
  },
  {
    companyName: 'Électricité Lemoine',
    contact: 'Sébastien Lemoine',
    phone: '0241876532',
    city: 'Angers',
    postalCode: '49000',
    address: '7 rue de la Roë',
  },
  {
    companyName: 'Plomberie Chauffage Gauthier',
    contact: 'Nicolas Gauthier',
    phone: '0238457612',
    city: 'Orléans',
    postalCode: '45000',
    address: '33 faubourg Bannier',
  },
  {
    companyName: 'Menuiseries Perrin',
    contact: 'Christophe Perrin',
    phone: '0254781236',
    city: 'Blois',
    postalCode: '41000',
    address: '12 rue du Bourg Neuf',
  },
  {
    companyName: 'Couverture Mercier',
    contact: 'Frédéric Mercier',
    phone: '0243896521',
    city: 'Le Mans',
    postalCode: '72000',
    address: '5 avenue Bollée',
  },
  {
    companyName: 'Plâtrerie Isolation Blanc',
    contact: 'Olivier Blanc',
    phone: '0237214589',
    city: 'Chartres',
    postalCode: '28000',
    address: '9 rue de la Volaille',
  },
  {
    companyName: 'Carrelage Dumas',
    contact: 'Stéphane Dumas',
    phone: '0241563298',
    city: 'Saumur',
    postalCode: '49400',
    address: '21 rue Dacier',
  },
  {
    companyName: 'Peinture Lucas Déco',
    contact: 'Julie Lucas',
    phone: '0549876512',
    city: 'Poitiers',
    postalCode: '86000',
    address: '4 rue des Carmes',
  },
  {
    companyName: 'Terrassement Joly',
    contact: 'Patrick Joly',
    phone: '0251369874',
    city: 'La Roche-sur-Yon',
    postalCode: '85000',
    address: 'Route de Nantes',
  },
  {
    companyName: 'Assainissement Caron',
    contact: 'Didier Caron',
    phone: '0243567891',
    city: 'Laval',
    postalCode: '53000',
    address: '16 rue Souchu-Servinière',
    archived: true,
  },
];

export const DEMO_HOUSE_FAMILIES: { name: string; houses: { name: string; price: number }[] }[] = [
  {
    name: 'Plain-pied',
    houses: [
      { name: 'Aubépine 90', price: 168_500 },
      { name: 'Bruyère 105', price: 184_900 },
      { name: 'Camélia 120', price: 199_000 },
    ],
  },
  {
    name: 'À étage',
    houses: [
      { name: 'Dahlia 130', price: 214_500 },
      { name: 'Églantine 145', price: 232_000 },
      { name: 'Hortensia 160', price: 249_900 },
    ],
  },
  {
    name: 'Contemporaine',
    houses: [
      { name: 'Fougère 110', price: 221_000 },
      { name: 'Glycine 125', price: 238_500 },
    ],
  },
  {
    name: 'Traditionnelle',
    houses: [
      { name: 'Iris 95', price: 172_900 },
      { name: 'Jasmin 135', price: 219_900 },
    ],
  },
];
