import { type SQL, sql } from 'drizzle-orm';

/**
 * Vocabulary of the scale data (scale.ts): French names, towns of the builder's area, house models,
 * banks, trades, file names. Kept apart from the SQL so the generator reads as a list of phases.
 */
// biome-ignore format: a compact list of data
export const FIRST_NAMES = [
  'Camille', 'Léa', 'Manon', 'Chloé', 'Emma', 'Inès', 'Jade', 'Louise', 'Alice', 'Zoé', 'Hélène', 'Élodie',
  'Lucas', 'Hugo', 'Nathan', 'Théo', 'Louis', 'Jules', 'Gabriel', 'Arthur', 'Raphaël', 'Noah', 'Adam',
  'Léon', 'Maxime', 'Antoine', 'Julien', 'Nicolas', 'Sébastien', 'Céline', 'Amélie', 'Aurélie', 'François',
  'Jérôme', 'Stéphane', 'Frédéric', 'Thérèse', 'Geneviève', 'Béatrice', 'Agnès', 'Noémie', 'Anaïs', 'Loïc',
  'Gaël', 'Maëlle', 'Clémence', 'Mélanie', 'Valérie', 'Sophie', 'Isabelle', 'Nathalie', 'Sandrine',
  'Christophe', 'Philippe', 'Pierre', 'Olivier', 'Thierry', 'Laurent', 'Éric', 'Benoît', 'Grégoire',
  'Mathéo', 'Timothée', 'Léonie', 'Margaux', 'Pauline', 'Justine', 'Marion', 'Océane', 'Romane', 'Capucine',
  'Bérénice', 'Yannick', 'Hervé', 'Rémi', 'Cédric', 'Damien', 'Quentin', 'Romain', 'Vincent', 'Jean',
  'Marie', 'Anne', 'Émilie',
];
// biome-ignore format: a compact list of data
export const LAST_NAMES = [
  'Martin', 'Bernard', 'Thomas', 'Petit', 'Robert', 'Richard', 'Durand', 'Dubois', 'Moreau', 'Laurent',
  'Simon', 'Michel', 'Lefèvre', 'Leroy', 'Roux', 'David', 'Bertrand', 'Morel', 'Fournier', 'Girard',
  'Bonnet', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Vincent', 'Muller', 'Lefebvre', 'Faure', 'André',
  'Mercier', 'Blanc', 'Guérin', 'Boyer', 'Garnier', 'Chevalier', 'François', 'Legrand', 'Gauthier', 'Perrin',
  'Robin', 'Clément', 'Morin', 'Nicolas', 'Henry', 'Roussel', 'Mathieu', 'Gautier', 'Masson', 'Marchand',
  'Duval', 'Denis', 'Dumont', 'Marie', 'Lemaire', 'Noël', 'Meyer', 'Dufour', 'Meunier', 'Brun', 'Blanchard',
  'Giraud', 'Joly', 'Rivière', 'Lucas', 'Brunet', 'Gaillard', 'Barbier', 'Arnaud', 'Martinez', 'Gérard',
  'Roche', 'Renard', 'Schmitt', 'Roy', 'Leroux', 'Colin', 'Vidal', 'Caron', 'Picard', 'Roger', 'Fabre',
  'Aubert', 'Lemoine', 'Renaud', 'Dumas', 'Lacroix', 'Olivier', 'Philippe', 'Bourgeois', 'Pierre', 'Benoît',
  'Rey', 'Leclerc', 'Payet', 'Rolland', 'Leclercq', 'Guillaume', 'Lecomte', 'Lopez', 'Jean', 'Dupuy',
  'Guillot', 'Hubert', 'Berger', 'Carpentier', 'Sanchez', 'Dupuis', 'Moulin', 'Louis', 'Deschamps', 'Huet',
  'Vasseur', 'Perez', 'Boucher', 'Fleury', 'Royer', 'Klein', 'Jacquet', 'Adam', 'Paris', 'Poirier', 'Marty',
  'Aubry', 'Guyot', 'Carré', 'Charles', 'Renault', 'Charpentier', 'Ménard', 'Maillard', 'Baron', 'Bertin',
  'Bailly', 'Hervé', 'Schneider', 'Fernandez', 'Le Gall', 'Collet', 'Léger', 'Bouvier', 'Julien', 'Prévost',
  'Millet', 'Perrot', 'Daniel', 'Le Roux', 'Cousin', 'Germain', 'Breton', 'Besson', 'Langlois', 'Rémy',
  'Le Goff', 'Pelletier', 'Lévêque', 'Perrier', 'Leblanc', 'Barré', 'Lebrun', 'Marchal', 'Weber', 'Mallet',
  'Hamon', 'Boulanger', 'Jacob', 'Monnier', 'Michaud', 'Rodriguez', 'Guichard', 'Gillet', 'Étienne',
  'Grondin', 'Poulain', 'Tessier', 'Chevallier', 'Collin', 'Chauvin', 'Da Silva', 'Bouchet', 'Gay',
  'Lemaître', 'Bénard', 'Maréchal', 'Humbert', 'Reynaud', 'Antoine', 'Hoarau', 'Perret', 'Barthélémy',
  'Cordier', 'Pichon', 'Lejeune', 'Gilbert', 'Lamy', 'Delaunay', 'Pasquier', 'Carlier', 'Laporte', 'Bréhier',
  'Éléonore',
];
/** Towns of the builder's area (Centre-Val de Loire, Pays de la Loire, Poitou) with their postal codes. */
// biome-ignore format: a compact list of data
export const TOWNS: [string, string][] = [
  ['Tours', '37000'], ['Joué-lès-Tours', '37300'], ['Saint-Cyr-sur-Loire', '37540'],
  ['Chambray-lès-Tours', '37170'], ['Saint-Avertin', '37550'], ['Amboise', '37400'], ['Chinon', '37500'],
  ['Loches', '37600'], ['Montlouis-sur-Loire', '37270'], ['Ballan-Miré', '37510'], ['Angers', '49000'],
  ['Saumur', '49400'], ['Les Ponts-de-Cé', '49130'], ['Avrillé', '49240'], ['Trélazé', '49800'],
  ['Cholet', '49300'], ['Orléans', '45000'], ['Olivet', '45160'], ['Fleury-les-Aubrais', '45400'],
  ['Saint-Jean-de-Braye', '45800'], ['Montargis', '45200'], ['Gien', '45500'], ['Blois', '41000'],
  ['Vendôme', '41100'], ['Romorantin-Lanthenay', '41200'], ['Vineuil', '41350'], ['Le Mans', '72000'],
  ['Allonnes', '72700'], ['La Flèche', '72200'], ['Sablé-sur-Sarthe', '72300'], ['Chartres', '28000'],
  ['Dreux', '28100'], ['Châteaudun', '28200'], ['Poitiers', '86000'], ['Châtellerault', '86100'],
  ['Buxerolles', '86180'], ['Niort', '79000'], ['Bressuire', '79300'], ['Parthenay', '79200'],
  ['Laval', '53000'], ['Château-Gontier', '53200'], ['Nantes', '44000'], ['Rezé', '44400'],
  ['Saint-Herblain', '44800'], ['Orvault', '44700'], ['Vertou', '44120'], ['Saint-Nazaire', '44600'],
  ['La Roche-sur-Yon', '85000'], ['Les Herbiers', '85500'], ['Challans', '85300'], ['Châteauroux', '36000'],
  ['Issoudun', '36100'], ['Déols', '36130'], ['Bourges', '18000'], ['Vierzon', '18100'],
  ['Saint-Amand-Montrond', '18200'], ['Caen', '14000'], ['Hérouville-Saint-Clair', '14200'],
  ['Alençon', '61000'], ['Évreux', '27000'],
];
// biome-ignore format: a compact list of data
export const MODELS = [
  'Aubépine', 'Bruyère', 'Camélia', 'Dahlia', 'Églantine', 'Fougère', 'Glycine', 'Hortensia', 'Iris',
  'Jasmin', 'Lilas', 'Magnolia', 'Mimosa', 'Orchidée', 'Pivoine', 'Primevère', 'Véronique', 'Zinnia',
];
/** Catalogue ranges of the scale data, and the variants each model comes in (name suffix, m², € base). */
// biome-ignore format: a compact list of data
export const HOUSE_RANGES = ['Gamme Essentielle', 'Gamme Horizon', 'Gamme Patrimoine', 'Gamme Lumière', 'Gamme Évolution', 'Gamme Signature'];
// biome-ignore format: a compact list of data
export const HOUSE_VARIANTS = [
  'plain-pied 3 chambres', 'plain-pied 4 chambres', 'étage 4 chambres', 'étage 5 chambres', 'en L garage accolé',
  'en V patio', 'demi-niveau', 'toit plat', 'combles aménageables', 'accessible PMR', 'bois ossature', 'suite parentale',
];
// biome-ignore format: a compact list of data
export const MAIL_DOMAINS = [
  'gmail.com', 'orange.fr', 'free.fr', 'laposte.net', 'hotmail.fr', 'wanadoo.fr', 'sfr.fr', 'outlook.fr',
  'yahoo.fr', 'bbox.fr',
];
// biome-ignore format: a compact list of data
export const TRADES = [
  'Maçonnerie', 'Charpente', 'Couverture', 'Menuiserie', 'Plâtrerie', 'Électricité', 'Plomberie',
  'Chauffage', 'Carrelage', 'Peinture', 'Terrassement', 'Assainissement', 'Isolation', 'Étanchéité',
  'Serrurerie',
];
// biome-ignore format: a compact list of data
export const BANKS = [
  'Crédit Agricole', 'Banque Populaire', "Caisse d'Épargne", 'Crédit Mutuel', 'LCL', 'BNP Paribas',
  'Société Générale', 'La Banque Postale', 'CIC', 'Crédit Coopératif',
];
// biome-ignore format: a compact list of data
export const BROKERS = ['', '', '', 'Cafpi', 'Meilleurtaux', 'Empruntis', 'Vousfinancer', 'Ace Crédit'];
/** Project comments (comments of type `project`), as staff and customers write them. */
// biome-ignore format: a compact list of data
export const COMMENTS = [
  'Rappeler après le rendez-vous à la banque.', 'Le client souhaite un garage double.',
  'Terrain vu avec le client, accès camion correct.', 'Attente du compromis signé chez le notaire.',
  'Souhaite décaler la visite à la semaine prochaine.', 'Budget serré : proposer la version plain-pied.',
  'Étude de sol à commander.', 'Le client a validé les plans, en attente de signature.',
  'Demande une cuisine ouverte et un cellier.', 'Offre de prêt reçue, à transmettre au service financement.',
  'Relancé par téléphone, pas de réponse.', 'Rendez-vous fixé en agence avec les deux acquéreurs.',
  'Merci pour les plans, nous revenons vers vous rapidement.', 'Pouvez-vous nous envoyer le devis des options ?',
  'Le voisin a donné son accord pour la servitude.', 'Pièces complémentaires demandées par la mairie.',
];
/**
 * Project documents: category, file name, mime type, typical size in kB. `{m}` is the model of the
 * project, `{n}` a number (photos, versions).
 */
// biome-ignore format: a compact list of data
export const FILE_KINDS: [string, string, string, number][] = [
  ['plans', 'Plans Maison {m} - indice {n}.pdf', 'application/pdf', 2400],
  ['plans', 'Plan de masse.pdf', 'application/pdf', 900],
  ['plans', 'Façades et coupes.pdf', 'application/pdf', 1800],
  ['land', 'Compromis de vente du terrain.pdf', 'application/pdf', 1200],
  ['land', 'Plan de bornage.pdf', 'application/pdf', 700],
  ['land', "Certificat d'urbanisme.pdf", 'application/pdf', 450],
  ['financing', 'Offre de prêt.pdf', 'application/pdf', 1500],
  ['financing', 'Simulation de financement.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 60],
  ['buildingPermit', 'PCMI2 - Plan de masse.pdf', 'application/pdf', 1100],
  ['buildingPermit', 'Récépissé de dépôt du permis.pdf', 'application/pdf', 300],
  ['buildingPermit', 'Arrêté de permis de construire.pdf', 'application/pdf', 650],
  ['contract', 'Contrat de construction CCMI signé.pdf', 'application/pdf', 3200],
  ['contract', 'Notice descriptive.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 240],
  ['photos', 'IMG_{n}.jpg', 'image/jpeg', 3500],
  ['photos', 'Photo terrain {n}.jpg', 'image/jpeg', 2800],
  ['photos', 'Capture {n}.png', 'image/png', 900],
  ['other', 'Devis cuisine.pdf', 'application/pdf', 500],
  ['other', "Carte d'identité.jpg", 'image/jpeg', 1300],
];

/** A SQL array literal of strings (the lists above), indexed from 1. */
export const textArray = (values: readonly string[]): SQL =>
  sql.raw(`(array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}])`);

/** SQL: a 32-bit multiplicative hash of an integer column or expression, the picks of every phase. */
export const hashText = (expression: string, multiplier = 2654435761): string =>
  `((${expression})::bigint * ${multiplier} % 4294967296)`;
export const hash = (expression: string, multiplier = 2654435761): SQL =>
  sql.raw(hashText(expression, multiplier));

/** SQL: a name turned into an e-mail part ("Le Gall" → "legall", "Hélène" → "helene"). */
export const mailPart = (name: SQL): SQL => sql`replace(search_normalize(${name}), ' ', '')`;

/**
 * SQL: a phone number from a hash, written as people type it: "06 12 34 56 78" (most), "0612345678" or
 * "06.12.34.56.78". `prefix` is two digits (06/07 mobile, 02 landline of the area).
 */
export const phone = (prefix: SQL, value: SQL): SQL => sql`(
  select case when (${value}) % 5 = 0 then d when (${value}) % 5 = 1 then regexp_replace(d, '(..)(?!$)', '\\1.', 'g')
    else regexp_replace(d, '(..)(?!$)', '\\1 ', 'g') end
  from (select ${prefix} || lpad(((${value}) % 100000000)::text, 8, '0') as d) digits)`;
