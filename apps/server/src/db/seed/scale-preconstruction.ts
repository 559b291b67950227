import { CONSTITUTION_PIECES } from '@batir/shared/preconstruction';
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { householdHashText } from './scale-activity';
import { BANKS, BROKERS, FILE_KINDS, LAST_NAMES, textArray } from './scale-data';

const H = householdHashText('p.customer_id');
const h = sql.raw(H);
/** A date some days after the project was signed, never in the future. */
const after = (days: string) =>
  sql.raw(`least(now() - interval '1 day', p.converted_at + make_interval(days => (${days})::int))`);

// Customer projects have odd household ids, hence odd hashes: picks divide before taking an even modulo.

/**
 * Pre-construction of the customer projects with id in [first, last] (the dashboards' volumes):
 * - land: every project; searching, under offer or owned (projects in construction own theirs);
 * - financing: three projects in four, spread over the dashboard lists (asked, waiting, done, cancelled,
 *   needs only) in step 1, loan offers received (and funds released in step 3) in construction; a main
 *   loan, and a zero-rate loan one time in three;
 * - building permit: matching the project's permit tile (printed, deposited, granted; billed two in three);
 * - constitution pieces: the ten pieces of the step-1 projects that found their land, in every state
 *   (the other projects get theirs on first read, as in the product).
 */
export async function insertPreconstruction(tx: Tx, first: number, last: number): Promise<void> {
  const range = sql`p.id between ${first} and ${last} and not p.is_prospect`;
  const last_ = textArray(LAST_NAMES);
  await tx.execute(sql`
    insert into project_lands (project_id, status, address, postal_code, city, cadastral_section, cadastral_parcel,
      area_m2, price_cents, seller_name, notary, agreement_signed_on, deed_received_on, servicing, notes, updated_at)
    select p.id, s.status,
      case when s.found then (1 + ${h} % 40) || ' ' || (array['rue','chemin','allée','impasse','route'])[1 + ${h} / 3 % 5]
        || ' des ' || (array['Vignes','Prés','Tilleuls','Coteaux','Chênes','Acacias','Peupliers','Noyers'])[1 + ${h} / 7 % 8]
        else '' end,
      p.land_postal_code, p.land_city,
      case when s.found then chr(65 + (${h} / 11 % 26)::int) || chr(65 + (${h} / 13 % 26)::int) else '' end,
      case when s.found then lpad((1 + ${h} / 17 % 2999)::text, 4, '0') else '' end,
      case when s.found then s.area end,
      case when s.found then s.area * (40 + ${h} / 23 % 110) * 100 end,
      case when s.found then 'M. et Mme ' || ${last_}[1 + ${h} / 29 % ${LAST_NAMES.length}] else '' end,
      case when s.found then 'Maître ' || ${last_}[1 + ${h} / 31 % ${LAST_NAMES.length}] || ', ' || p.land_city else '' end,
      case when s.found then (${after(`${H} / 37 % 30`)})::date end,
      case when s.status = 'owned' then (${after(`60 + ${H} / 37 % 60`)})::date end,
      case when s.found then jsonb_build_object('water', true, 'electricity', true, 'sewer', ${h} / 3 % 4 <> 0,
        'gas', ${h} % 3 = 0, 'telecom', true) else '{}'::jsonb end,
      case when s.found then '' else 'Recherche un terrain de ' || s.area || ' m² environ.' end,
      p.updated_at
    from projects p
    cross join lateral (select case when p.step > 1 then 'owned'
        else (array['searching','underOffer','owned'])[1 + ${h} % 3] end as status,
      p.step > 1 or ${h} % 3 <> 0 as found, (400 + ${h} / 19 % 900)::int as area) s
    where ${range}`);
  // The dashboard list of a step-1 financing: 0 asked, 1 waiting, 2 done, 3 cancelled, 4 needs only.
  await tx.execute(sql`
    insert into project_financings (project_id, total_need_cents, bank_name, bank_adviser, bank_phone,
      bank_email, broker, requested_at, sent_at, loan_offers_received_on, unlocked_at, cancelled_at, comment,
      updated_at)
    select p.id, f.need, f.bank,
      case when f.list in (1, 2, 5) then (array['M.','Mme'])[1 + ${h} / 3 % 2] || ' ' || ${last_}[1 + ${h} / 43 % ${LAST_NAMES.length}] else '' end,
      case when f.list in (1, 2, 5) then '02 ' || lpad((${h} / 47 % 100)::text, 2, '0') || ' ' || lpad((${h} / 53 % 100)::text, 2, '0') || ' 00 00' else '' end,
      '', ${textArray(BROKERS)}[1 + ${h} / 59 % ${BROKERS.length}],
      case when f.list <> 4 then ${after('5')} end,
      case when f.list in (1, 2, 5) then ${after('15')} end,
      case when f.list in (2, 5) then (${after('45')})::date end,
      case when f.list = 5 and p.step = 3 then ${after('90')} end,
      case when f.list = 3 then ${after('25')} end,
      case when f.list = 3 then 'Projet abandonné par le client.' when f.list = 1 then 'Offres attendues sous trois semaines.' else '' end,
      p.updated_at
    from projects p
    cross join lateral (select case when p.step > 1 then 5 else (${h} / 41 % 5)::int end as list,
      (20000000 + ${h} / 61 % 20000000)::bigint as need,
      ${textArray(BANKS)}[1 + ${h} / 71 % ${BANKS.length}] as bank) f
    where ${range} and (p.step > 1 or ${h} / 3 % 4 <> 0)`);
  await tx.execute(sql`
    insert into financing_loans (project_id, kind, bank, amount_cents, rate_percent, duration_months, created_at)
    select f.project_id, l.kind, f.bank_name,
      case when l.kind = 'ptz' then 3000000 else f.total_need_cents - coalesce(c.personal_contribution, 0) * 100
        - case when f.project_id % 3 = 0 then 3000000 else 0 end end,
      case when l.kind = 'ptz' then 0 else 3 + (f.project_id % 150) / 100.0 end,
      case when l.kind = 'ptz' then 240 else (array[240, 300, 300, 360])[1 + f.project_id % 4] end,
      f.requested_at
    from project_financings f
    join projects p on p.id = f.project_id join customers c on c.id = p.customer_id
    cross join lateral (select 'main' as kind union all select 'ptz' where f.project_id % 3 = 0) l
    where f.project_id between ${first} and ${last} and f.requested_at is not null`);
  await tx.execute(sql`
    insert into building_permits (project_id, permit_type, printed_at, downloaded_at, deposited_on, number,
      receipt_confirmed_at, agreement_date, issue_date, billed_at, updated_at)
    select p.id, case when ${h} % 7 = 0 then 'pc' else 'pcmi' end,
      ${after('20')},
      case when pm.bp_tile <> 'bpInProgress' or ${h} / 3 % 2 = 0 then ${after('25')} end,
      case when pm.bp_tile in ('bpInstruction', 'bpFinished') then (${after('30')})::date end,
      case when pm.bp_tile in ('bpInstruction', 'bpFinished') then 'PC 0' || left(p.land_postal_code, 2) || ' '
        || lpad((${h} / 73 % 999)::text, 3, '0') || ' ' || to_char(${after('30')}, 'YY') || ' A'
        || lpad((${h} / 79 % 9999)::text, 4, '0') else '' end,
      case when pm.bp_tile in ('bpInstruction', 'bpFinished') then ${after('33')} end,
      case when pm.bp_tile = 'bpFinished' then (${after('90')})::date end,
      case when pm.bp_tile = 'bpFinished' then (${after('95')})::date end,
      case when pm.bp_tile = 'bpFinished' and ${h} % 3 <> 0 then ${after('100')} end,
      p.updated_at
    from projects p join project_permits pm on pm.project_id = p.id
    where ${range} and pm.bp_tile <> 'waitingBpElements'`);
  const keys = textArray(CONSTITUTION_PIECES.map((piece) => piece.key));
  const labels = textArray(CONSTITUTION_PIECES.map((piece) => piece.label));
  await tx.execute(sql`
    insert into constitution_pieces (project_id, key, label, state, comment, position, updated_at)
    select p.id, ${keys}[k], ${labels}[k],
      case when k <= 1 + ${h} / 83 % 6 then 'accepted' when k = 2 + ${h} / 83 % 6 then 'received'
        when k = 3 + ${h} / 83 % 6 and ${h} % 5 = 0 then 'refused' else 'missing' end,
      case when k = 3 + ${h} / 83 % 6 and ${h} % 5 = 0 then 'Document illisible, merci de le renvoyer.' else '' end,
      k - 1, p.updated_at
    from projects p, generate_series(1, ${CONSTITUTION_PIECES.length}::int) k
    where ${range} and p.step = 1 and ${h} % 3 <> 0`);
}

/**
 * File rows (metadata only: no bytes are written to the file store, so opening one answers « fichier
 * introuvable »): one to four documents per customer project, one plan for one prospect in five, with the
 * names, types and sizes real uploads have, under the project document categories.
 */
export async function insertFiles(tx: Tx, first: number, last: number): Promise<void> {
  const categories = textArray(FILE_KINDS.map(([category]) => category));
  const names = textArray(FILE_KINDS.map(([, name]) => name));
  const mimes = textArray(FILE_KINDS.map(([, , mime]) => mime));
  const sizes = sql.raw(`(array[${FILE_KINDS.map(([, , , kb]) => kb).join(',')}])`);
  await tx.execute(sql`
    insert into files (linked_id, type, original_name, stored_key, mime, size_bytes, state, category, uploaded_by, created_at)
    select p.id, 'project',
      replace(replace(${names}[f.kind], '{m}', split_part(p.name, ' ', 2)), '{n}', (1000 + (p.id * 7 + j) % 9000)::text),
      substr(f.m, 1, 2) || '/' || translate(encode(decode(substr(f.m || md5(f.m), 1, 48), 'hex'), 'base64'), '+/', '-_'),
      ${mimes}[f.kind], (${sizes}[f.kind] * (50 + (p.id * 13 + j * 31) % 100) * 1024 / 100)::int, 0,
      ${categories}[f.kind], p.salesman_id, p.created_at + make_interval(days => j * 9 + (p.id % 30)::int)
    from projects p
    cross join lateral generate_series(1, case when p.is_prospect then (${h} / 43 % 5 = 0)::int
      else 1 + (${h} / 43 % 4)::int end) j
    cross join lateral (select case when p.is_prospect then 1
        else 1 + ((${h} / 47 + j * 7) % ${FILE_KINDS.length})::int end as kind,
      md5('batir-scale-file-' || p.id || '-' || j) as m) f
    where p.id between ${first} and ${last}`);
}
