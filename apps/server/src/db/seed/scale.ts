import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../client';

/**
 * Scale data: n customers (each with a project, spread over steps 1 to 3), n prospects and n / 100
 * craftsmen, with French names (accents included, households of two), e-mails built from the names,
 * phones written the ways people type them, and towns of the builder's area. Rows are generated inside
 * the database by `INSERT … SELECT generate_series` in batches (multi-row inserts, never one by one);
 * `onProgress` reports each batch. Picks are multiplicative hashes of the row number: the same n always
 * gives the same data, so benchmark runs compare.
 */
// biome-ignore format: a compact list of data
const FIRST_NAMES = [
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
const LAST_NAMES = [
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
const TOWNS: [string, string][] = [
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
const MODELS = [
  'Aubépine', 'Bruyère', 'Camélia', 'Dahlia', 'Églantine', 'Fougère', 'Glycine', 'Hortensia', 'Iris',
  'Jasmin', 'Lilas', 'Magnolia', 'Mimosa', 'Orchidée', 'Pivoine', 'Primevère', 'Véronique', 'Zinnia',
];
// biome-ignore format: a compact list of data
const MAIL_DOMAINS = [
  'gmail.com', 'orange.fr', 'free.fr', 'laposte.net', 'hotmail.fr', 'wanadoo.fr', 'sfr.fr', 'outlook.fr',
  'yahoo.fr', 'bbox.fr',
];
// biome-ignore format: a compact list of data
const TRADES = [
  'Maçonnerie', 'Charpente', 'Couverture', 'Menuiserie', 'Plâtrerie', 'Électricité', 'Plomberie',
  'Chauffage', 'Carrelage', 'Peinture', 'Terrassement', 'Assainissement', 'Isolation', 'Étanchéité',
  'Serrurerie',
];

const BATCH = 10_000;

const textArray = (values: string[]) =>
  sql.raw(`(array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}])`);

/** SQL: a name turned into an e-mail part ("Le Gall" → "legall", "Hélène" → "helene"). */
const mailPart = (name: ReturnType<typeof sql>) => sql`replace(search_normalize(${name}), ' ', '')`;

/**
 * SQL: a phone number from a hash, written as people type it: "06 12 34 56 78" (most), "0612345678" or
 * "06.12.34.56.78". `prefix` is two digits (06/07 mobile, 02 landline of the area).
 */
const phone = (prefix: ReturnType<typeof sql>, hash: ReturnType<typeof sql>) => sql`(
  select case when (${hash}) % 5 = 0 then d when (${hash}) % 5 = 1 then regexp_replace(d, '(..)(?!$)', '\\1.', 'g')
    else regexp_replace(d, '(..)(?!$)', '\\1 ', 'g') end
  from (select ${prefix} || lpad(((${hash}) % 100000000)::text, 8, '0') as d) digits)`;

export async function seedScale(options: {
  db: Database;
  customers: number;
  onProgress?: (done: number, total: number) => void;
}): Promise<void> {
  const { db } = options;
  const craftsmen = Math.ceil(options.customers / 100);
  const total = options.customers * 2 + craftsmen;
  const first = textArray(FIRST_NAMES);
  const last = textArray(LAST_NAMES);
  const towns = textArray(TOWNS.map(([town]) => town));
  const postcodes = textArray(TOWNS.map(([, code]) => code));
  const models = textArray(MODELS);
  const domains = textArray(MAIL_DOMAINS);
  const trades = textArray(TRADES);
  // Row numbers continue from what is already there, so a second run adds new people, not copies.
  const [existing] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from customers`,
  );
  const offset = existing?.count ?? 0;
  let done = 0;
  // Customers and prospects are interleaved (even customer ids carry a prospect), as they arrive in real
  // life: "the newest matches first" then walks both kinds alike.
  const households = options.customers * 2;
  for (let start = 0; start < households; start += BATCH) {
    const count = Math.min(BATCH, households - start);
    const base = offset + start;
    await db.transaction(async (tx) => {
      await tx.execute(sql`
          with series as (
            select g as n, ((g + ${base}::int)::bigint * 2654435761) % 4294967296 as r
            from generate_series(1, ${count}::int) g
          ), people as (
            select n, r,
              ${last}[1 + r % ${LAST_NAMES.length}] as name1,
              ${first}[1 + (r / 7) % ${FIRST_NAMES.length}] as surname1,
              r % 3 = 0 as couple,
              ${first}[1 + (r / 11) % ${FIRST_NAMES.length}] as other_first,
              ${postcodes}[1 + (r / 19) % ${TOWNS.length}] as postal_code,
              ${towns}[1 + (r / 19) % ${TOWNS.length}] as city
            from series
          ), households as (
            insert into customers (name1, surname1, name2, surname2, email, phone, phone2, address, postal_code, city, is_archived)
            select name1, surname1,
              case when couple then name1 else '' end,
              case when couple then other_first else '' end,
              ${mailPart(sql`surname1`)} || '.' || ${mailPart(sql`name1`)}
                || case when r % 4 = 0 then ((r / 23) % 100)::text else '' end
                || '@' || ${domains}[1 + (r / 29) % ${MAIL_DOMAINS.length}],
              ${phone(sql`case when r % 4 = 0 then '07' else '06' end`, sql`r / 13`)},
              case when r % 3 = 1 then ${phone(sql`'02'`, sql`r / 31`)} end,
              (1 + r % 120) || ' rue ' || ${last}[1 + (r / 17) % ${LAST_NAMES.length}],
              postal_code, city,
              r % 50 = 0
            from people
            returning id, city, postal_code
          )
          insert into projects (customer_id, name, step, is_prospect, prospect_type, land_city, land_postal_code, is_archived, converted_at)
          select id,
            'Maison ' || ${models}[1 + id % ${MODELS.length}] || ' à ' || land.city,
            case when id % 2 = 0 then 1 else 1 + id / 2 % 3 end,
            id % 2 = 0,
            case when id % 2 = 0 then (array['website','salesman','phone','fair','sponsorship'])[1 + id / 2 % 5] end,
            land.city, land.postal_code, id % 50 = 0,
            -- Customer projects were signed at some time over the last 24 months (the summary's chart).
            case when id % 2 = 1 then now() - make_interval(days => (id::bigint * 7919 % 730)::int, hours => id % 24) end
          from households h
          -- The land is in the customer's town two times out of three, elsewhere in the area otherwise.
          cross join lateral (
            select case when h.id % 3 = 0 then ${towns}[1 + (h.id / 3) % ${TOWNS.length}] else h.city end as city,
              case when h.id % 3 = 0 then ${postcodes}[1 + (h.id / 3) % ${TOWNS.length}] else h.postal_code end as postal_code
          ) land`);
    });
    done += count;
    options.onProgress?.(done, total);
  }
  await db.execute(sql`
    with series as (
      select g as n, (g::bigint * 2246822519) % 4294967296 as r from generate_series(1, ${craftsmen}::int) g
    )
    insert into craftsmen (company_name, contact, email, phone, address, postal_code, city, is_archived)
    select ${trades}[1 + r % ${TRADES.length}] || ' ' || ${last}[1 + (r / 7) % ${LAST_NAMES.length}],
      ${first}[1 + (r / 11) % ${FIRST_NAMES.length}] || ' ' || ${last}[1 + (r / 7) % ${LAST_NAMES.length}],
      'contact@' || ${mailPart(sql`${last}[1 + (r / 7) % ${LAST_NAMES.length}]`)} || '-' || n || '.fr',
      ${phone(sql`'02'`, sql`r / 13`)},
      (1 + r % 120) || ' route de ' || ${towns}[1 + (r / 17) % ${TOWNS.length}],
      ${postcodes}[1 + (r / 19) % ${TOWNS.length}], ${towns}[1 + (r / 19) % ${TOWNS.length}],
      r % 40 = 0
    from series`);
  done += craftsmen;
  options.onProgress?.(done, total);
  // VACUUM, not only ANALYZE: it also sets the visibility map and hint bits, so the first searches
  // after a load do not rewrite every page they read.
  for (const table of ['customers', 'projects', 'craftsmen'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
}
