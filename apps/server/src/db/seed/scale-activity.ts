import { DEMO_PASSWORD } from '@batir/shared/constants';
import { and, eq, sql } from 'drizzle-orm';
import { isSalespersonSql } from '../../lib/policy-sql';
import { hashPassword } from '../../modules/auth/auth.service';
import type { Tx } from '../client';
import { users } from '../schema';
import { COMMENTS, hash, hashText, textArray } from './scale-data';

/** Salespeople of the scale data: a network of this size has dozens (the demo has a handful). */
export const SCALE_SALESMEN = 40;

/**
 * The SCALE_SALESMEN salespeople of the scale data (`banc.commercial.NN@demo.batir.fr`, signing in with the
 * demo salesperson's password), then the ids of every active salesperson, in id order: projects are shared
 * among them by a hash of their household's id, so the demo salesperson gets his share too.
 */
export async function seedScaleSalesmen(tx: Tx): Promise<number[]> {
  const [demo] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, 'commercial@demo.batir.fr'));
  const passwordHash = demo?.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  await tx.execute(sql`
    insert into users (email, password_hash, surname, name, roles)
    select 'banc.commercial.' || n || '@demo.batir.fr', ${passwordHash}, 'Commercial', 'Banc ' || lpad(n::text, 2, '0'),
      array['salesman']
    from generate_series(1, ${SCALE_SALESMEN}::int) n
    on conflict do nothing`);
  const salesmen = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isActive, true), isSalespersonSql(sql`${users.roles}`)))
    .orderBy(users.id);
  return salesmen.map((salesman) => salesman.id);
}

/**
 * The tile a prospect of the scale data is in, from the hash `h` of its household's id (see
 * insertProspectActivity, which writes the matching rows): one in eighteen has two live appointments,
 * one in six (others) one, one in three (others) a contact attempt. Even ids carry the prospects, so the
 * hash is even too: hence the even residues. Written with the project, so no trigger has to work it out.
 */
export const prospectTileOf = (h: string) =>
  sql.raw(`case when ${h} % 18 = 2 then 'appointmentMore'
  when ${h} % 6 = 2 then 'appointment' when ${h} % 3 = 0 then 'inContact' else 'toContact' end`);

/** The household hash the tiles are picked from (the same in projects and in their activity). */
export const householdHash = (customerId: string) => hash(customerId, 2246822519);
export const householdHashText = (customerId: string) => hashText(customerId, 2246822519);

/**
 * Contact attempts and appointments of the prospects with id in [first, last] (the ones prospectTileOf
 * promises: one or two attempts, one or two appointments), appointments of one customer project in four
 * (land visits, agency meetings, one in ten cancelled), project comments and notifications.
 */
export async function insertActivity(tx: Tx, first: number, last: number): Promise<void> {
  const h = householdHash('p.customer_id');
  const range = sql`p.id between ${first} and ${last}`;
  await tx.execute(sql`
    insert into contact_attempts (project_id, user_id, channel, outcome, comment, created_at)
    select p.id, p.salesman_id, (array['phone','email','sms'])[1 + (p.id + n) % 3],
      (array['noAnswer','reached','callBack'])[1 + (p.id / 3 + n) % 3],
      case when n = 1 and p.id % 4 = 0 then 'Message laissé sur le répondeur.' else '' end,
      p.created_at + make_interval(days => n * 3, hours => 9 + (p.id % 8)::int)
    from projects p, generate_series(1, case when ${h} % 9 = 0 then 2 else 1 end) n
    where ${range} and p.is_prospect and ${h} % 3 = 0`);
  await tx.execute(sql`
    insert into appointments (type, title, project_id, user_id, starts_at, ends_at, place, created_by, created_at, updated_at)
    select 1, 'Rendez-vous découverte', p.id, p.salesman_id,
      date_trunc('hour', now()) + make_interval(days => (p.id % 60)::int - 30 + n * 7),
      date_trunc('hour', now()) + make_interval(days => (p.id % 60)::int - 30 + n * 7, hours => 1),
      'Agence de ' || p.land_city, p.salesman_id, p.created_at, p.created_at
    from projects p, generate_series(1, case when ${h} % 18 = 2 then 2 else 1 end) n
    where ${range} and p.is_prospect and ${h} % 6 = 2 and p.salesman_id is not null`);
  await tx.execute(sql`
    insert into appointments (type, title, project_id, user_id, starts_at, ends_at, place, cancelled, created_by, created_at, updated_at)
    select case when p.id % 3 = 0 then 2 else 1 end,
      case when p.id % 3 = 0 then 'Visite du terrain' else 'Point d''avancement en agence' end,
      p.id, p.salesman_id,
      date_trunc('hour', now()) + make_interval(days => (p.id % 90)::int - 45, hours => (p.id % 8)::int - 4),
      date_trunc('hour', now()) + make_interval(days => (p.id % 90)::int - 45, hours => (p.id % 8)::int - 3),
      p.land_city, ${h} / 3 % 10 = 0, p.salesman_id, p.created_at, p.created_at
    from projects p
    where ${range} and not p.is_prospect and ${h} / 31 % 4 = 0 and p.salesman_id is not null`);
  await tx.execute(sql`
    insert into comments (type, linked_id, text, author_id, created_at)
    select 'project', p.id, ${textArray(COMMENTS)}[1 + (${h} / 37 + n * 5) % ${COMMENTS.length}], p.salesman_id,
      p.created_at + make_interval(days => n * 4 + (p.id % 20)::int)
    from projects p, generate_series(1, (${h} / 37 % 3)::int) n
    where ${range}`);
  await tx.execute(sql`
    insert into notifications (user_id, sc_type, sc_name, sc_id, text, color, icon, type, linked_id, is_read, created_at)
    select p.salesman_id, 'project', case when p.is_prospect then 'prospect' else 'buildingPermit' end, p.id,
      case when p.is_prospect then 'Nouveau contact attribué : ' || trim(c.surname1 || ' ' || c.name1)
        else 'Permis de construire – ' || p.name || ' : dossier déposé en mairie' end,
      case when p.is_prospect then 'success' else 'warning' end,
      case when p.is_prospect then 'PersonAdd' else 'Gavel' end,
      case when p.is_prospect then 'prospect' else 'buildingPermit' end, p.id,
      p.id % 60 >= 7, now() - make_interval(days => (p.id % 60)::int, hours => (p.id % 9)::int)
    from projects p join customers c on c.id = p.customer_id
    where ${range} and p.salesman_id is not null
      and (p.is_prospect and ${h} / 41 % 4 = 0 or not p.is_prospect
        and (select pm.bp_tile from project_permits pm where pm.project_id = p.id) = 'bpInstruction')`);
}
