import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/**
 * Scale data: n customers (each with a project, spread over steps 1 to 3) and n prospects, with French
 * names, phones, e-mails and towns. Rows are generated inside the database by `INSERT … SELECT
 * generate_series` in batches, never one by one; `onProgress` reports each batch.
 */
const FIRST_NAMES = [
  'Camille',
  'Léa',
  'Manon',
  'Chloé',
  'Emma',
  'Inès',
  'Jade',
  'Louise',
  'Alice',
  'Zoé',
  'Hélène',
  'Élodie',
  'Lucas',
  'Hugo',
  'Nathan',
  'Théo',
  'Louis',
  'Jules',
  'Gabriel',
  'Arthur',
  'Raphaël',
  'Noah',
  'Adam',
  'Léon',
  'Maxime',
  'Antoine',
  'Julien',
  'Nicolas',
  'Sébastien',
  'Céline',
  'Amélie',
  'Aurélie',
  'François',
  'Jérôme',
];
const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Thomas',
  'Petit',
  'Robert',
  'Richard',
  'Durand',
  'Dubois',
  'Moreau',
  'Laurent',
  'Simon',
  'Michel',
  'Lefèvre',
  'Leroy',
  'Roux',
  'David',
  'Bertrand',
  'Morel',
  'Fournier',
  'Girard',
  'Bonnet',
  'Dupont',
  'Lambert',
  'Fontaine',
  'Rousseau',
  'Vincent',
  'Muller',
  'Lefebvre',
  'Faure',
  'André',
  'Mercier',
  'Blanc',
  'Guérin',
  'Boyer',
  'Garnier',
  'Chevalier',
  'François',
  'Legrand',
  'Gauthier',
  'Perrin',
];
const TOWNS: [string, string][] = [
  ['Tours', '37000'],
  ['Joué-lès-Tours', '37300'],
  ['Angers', '49000'],
  ['Saumur', '49400'],
  ['Orléans', '45000'],
  ['Olivet', '45160'],
  ['Blois', '41000'],
  ['Vendôme', '41100'],
  ['Le Mans', '72000'],
  ['Chartres', '28000'],
  ['Poitiers', '86000'],
  ['Niort', '79000'],
  ['Laval', '53000'],
  ['Cholet', '49300'],
  ['Nantes', '44000'],
  ['Rezé', '44400'],
  ['La Roche-sur-Yon', '85000'],
  ['Châteauroux', '36000'],
  ['Bourges', '18000'],
  ['Caen', '14000'],
];
const MODELS = [
  'Aubépine',
  'Bruyère',
  'Camélia',
  'Dahlia',
  'Églantine',
  'Fougère',
  'Glycine',
  'Hortensia',
  'Iris',
  'Jasmin',
];

const BATCH = 10_000;

const textArray = (values: string[]) =>
  sql.raw(`(array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}])`);

export async function seedScale(options: {
  db: Database;
  customers: number;
  onProgress?: (done: number, total: number) => void;
}): Promise<void> {
  const { db } = options;
  const total = options.customers * 2;
  const first = textArray(FIRST_NAMES);
  const last = textArray(LAST_NAMES);
  const towns = textArray(TOWNS.map(([town]) => town));
  const postcodes = textArray(TOWNS.map(([, code]) => code));
  const models = textArray(MODELS);
  let done = 0;
  for (const isProspect of [false, true]) {
    for (let start = 0; start < options.customers; start += BATCH) {
      const count = Math.min(BATCH, options.customers - start);
      await db.transaction(async (tx) => {
        // Pseudo-random but repeatable picks: multiplicative hashes of the row number.
        await tx.execute(sql`
          with series as (
            select g as n, (g * 2654435761) % 4294967296 as r
            from generate_series(1, ${count}::int) g
          ), households as (
            insert into customers (name1, surname1, name2, surname2, email, phone, address, postal_code, city, is_archived)
            select
              ${last}[1 + r % ${LAST_NAMES.length}],
              ${first}[1 + (r / 7) % ${FIRST_NAMES.length}],
              case when r % 3 = 0 then ${last}[1 + r % ${LAST_NAMES.length}] else '' end,
              case when r % 3 = 0 then ${first}[1 + (r / 11) % ${FIRST_NAMES.length}] else '' end,
              'client' || ${start} + n || ${isProspect ? 'p' : 'c'} || '@exemple.fr',
              '06' || lpad(((r / 13) % 100000000)::text, 8, '0'),
              (1 + r % 120) || ' rue ' || ${last}[1 + (r / 17) % ${LAST_NAMES.length}],
              ${postcodes}[1 + (r / 19) % ${TOWNS.length}],
              ${towns}[1 + (r / 19) % ${TOWNS.length}],
              r % 50 = 0
            from series
            returning id, city, postal_code
          )
          insert into projects (customer_id, name, step, is_prospect, prospect_type, land_city, land_postal_code, is_archived)
          select id,
            'Maison ' || ${models}[1 + id % ${MODELS.length}] || ' à ' || city,
            ${isProspect ? sql`1` : sql`1 + id % 3`},
            ${isProspect},
            ${isProspect ? sql`(array['website','salesman','phone','fair'])[1 + id % 4]` : sql`null`},
            city, postal_code, id % 50 = 0
          from households`);
      });
      done += count;
      options.onProgress?.(done, total);
    }
  }
  await db.execute(sql`analyze customers`);
  await db.execute(sql`analyze projects`);
}
