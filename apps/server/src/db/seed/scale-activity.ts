import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../client';

/** Salespeople of the scale data: a network of this size has dozens (the demo has a handful). */
const SCALE_SALESMEN = 40;

/**
 * The commercial activity of the scale data (after seedScale): SCALE_SALESMEN more salespeople (signing in
 * with the demo salesperson's password), every project without an adviser gets one of the active
 * salespeople (picked by a hash of its id), one prospect in three has a contact attempt, one in six an
 * appointment and one in eighteen two, so the prospect tiles and the summary counters measure real work;
 * customer projects get a building-permit tile (project list tiles).
 * Deterministic, idempotent (only projects still without an adviser are touched).
 */
export async function seedScaleActivity(db: Database): Promise<number> {
  await db.execute(sql`
    insert into users (email, password_hash, surname, name, roles)
    select 'banc.commercial.' || n || '@demo.batir.fr', demo.password_hash, 'Commercial', 'Banc ' || lpad(n::text, 2, '0'),
      array['salesman']
    from generate_series(1, ${SCALE_SALESMEN}::int) n
    cross join (select password_hash from users where email = 'commercial@demo.batir.fr') demo
    on conflict do nothing`);
  const salesmen = await queryRows<{ id: number }>(
    db,
    sql`select id from users where is_active and 'salesman' = any(roles) order by id`,
  );
  if (!salesmen.length) return 0;
  const ids = sql.raw(`array[${salesmen.map((s) => s.id).join(',')}]::int[]`);
  return db.transaction(async (tx) => {
    const [assigned] = await queryRows<{ first: number | null; count: number }>(
      tx,
      sql`with updated as (
          update projects set salesman_id = (${ids})[1 + (id::bigint * 2654435761 % 4294967296 / 256) % ${salesmen.length}]
          where salesman_id is null returning id)
        select min(id) as first, count(*)::int as count from updated`,
    );
    const first = assigned?.first;
    if (first == null) return 0;
    // Picks by a hash of the id: prospect ids are all even, so plain modulos would overlap, and so is the
    // hash (odd multiplier): hence the even residues.
    const pick = sql`(id::bigint * 2246822519 % 4294967296)`;
    await tx.execute(sql`
      insert into contact_attempts (project_id, user_id, channel, outcome, created_at)
      select id, salesman_id, (array['phone','email','sms'])[1 + id % 3], (array['noAnswer','reached','callBack'])[1 + id / 3 % 3],
        now() - make_interval(days => id % 90)
      from projects where id >= ${first} and is_prospect and ${pick} % 3 = 0`);
    await tx.execute(sql`
      insert into appointments (type, title, project_id, user_id, starts_at, ends_at)
      select 1, 'Rendez-vous découverte', id, salesman_id,
        date_trunc('hour', now()) + make_interval(days => id % 60 - 30), date_trunc('hour', now()) + make_interval(days => id % 60 - 30, hours => 1)
      from projects, generate_series(1, case when ${pick} % 18 = 2 then 2 else 1 end) n
      where id >= ${first} and is_prospect and ${pick} % 6 = 2`);
    // The building-permit tile of the project list (issue 6): in pre-construction (step 1) the permits are
    // spread over the four tiles; a project in construction (steps 2 and 3) has its permit.
    await tx.execute(sql`
      update projects set bp_tile = case when step > 1 then 'bpFinished'
          else (array['waitingBpElements','bpInProgress','bpInstruction','bpFinished'])[1 + ${pick} / 5 % 4] end
      where id >= ${first} and not is_prospect`);
    return assigned?.count ?? 0;
  });
}
