import { CONSTITUTION_PIECES } from '@batir/shared/preconstruction';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, type Db, queryRows, type Tx } from '../../db/client';
import { type Caller, readSummaryCounts, visibleProjects } from '../projects';

// ——— Land ———

export type LandRow = {
  project_id: number;
  status: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  cadastral_section: string | null;
  cadastral_parcel: string | null;
  area_m2: number | null;
  price_cents: string | number | null;
  seller_name: string | null;
  notary: string | null;
  agreement_signed_on: string | null;
  deed_received_on: string | null;
  servicing: Record<string, boolean> | null;
  accessibility: Record<string, unknown> | null;
  notes: string | null;
  updated_at: Date | string | null;
  /** The project's own land town (prospect infos), the default while no land row exists. */
  project_land_city: string;
  project_land_postal_code: string;
};

/** The land of a project; the `project_lands` columns are null while nothing was saved. */
export async function findLand(db: Db, projectId: number): Promise<LandRow | undefined> {
  const [row] = await queryRows<LandRow>(
    db,
    sql`select p.id as project_id, l.status, l.address, l.postal_code, l.city, l.cadastral_section,
          l.cadastral_parcel, l.area_m2, l.price_cents, l.seller_name, l.notary,
          l.agreement_signed_on::text as agreement_signed_on, l.deed_received_on::text as deed_received_on,
          l.servicing, l.accessibility, l.notes, l.updated_at,
          p.land_city as project_land_city, p.land_postal_code as project_land_postal_code
        from projects p left join project_lands l on l.project_id = p.id
        where p.id = ${projectId}`,
  );
  return row;
}

export type LandValues = {
  status: string;
  address: string;
  postalCode: string;
  city: string;
  cadastralSection: string;
  cadastralParcel: string;
  areaM2: number | null;
  priceCents: number | null;
  sellerName: string;
  notary: string;
  agreementSignedOn: string | null;
  deedReceivedOn: string | null;
  servicing: Record<string, boolean>;
  notes: string;
};

export async function upsertLand(tx: Tx, projectId: number, v: LandValues) {
  await tx.execute(sql`
    insert into project_lands (project_id, status, address, postal_code, city, cadastral_section,
      cadastral_parcel, area_m2, price_cents, seller_name, notary, agreement_signed_on, deed_received_on,
      servicing, notes, updated_at)
    values (${projectId}, ${v.status}, ${v.address}, ${v.postalCode}, ${v.city}, ${v.cadastralSection},
      ${v.cadastralParcel}, ${v.areaM2}, ${v.priceCents}, ${v.sellerName}, ${v.notary},
      ${v.agreementSignedOn}, ${v.deedReceivedOn}, ${JSON.stringify(v.servicing)}::jsonb, ${v.notes}, now())
    on conflict (project_id) do update set status = excluded.status, address = excluded.address,
      postal_code = excluded.postal_code, city = excluded.city, cadastral_section = excluded.cadastral_section,
      cadastral_parcel = excluded.cadastral_parcel, area_m2 = excluded.area_m2,
      price_cents = excluded.price_cents, seller_name = excluded.seller_name, notary = excluded.notary,
      agreement_signed_on = excluded.agreement_signed_on, deed_received_on = excluded.deed_received_on,
      servicing = excluded.servicing, notes = excluded.notes, updated_at = now()`);
  // The project's land town (project lists, prospect infos) follows the land when one is entered.
  if (v.city || v.postalCode) {
    await tx.execute(sql`update projects set land_city = ${v.city}, land_postal_code = ${v.postalCode},
      updated_at = now() where id = ${projectId}`);
  }
}

export async function upsertAccessibility(tx: Tx, projectId: number, accessibility: object) {
  await tx.execute(sql`
    insert into project_lands (project_id, accessibility, updated_at)
    values (${projectId}, ${JSON.stringify(accessibility)}::jsonb, now())
    on conflict (project_id) do update set accessibility = excluded.accessibility, updated_at = now()`);
}

// ——— Constitution pieces ———

export type PieceRow = {
  id: number;
  project_id: number;
  key: string;
  label: string;
  state: string;
  comment: string;
  position: number;
  updated_at: Date | string;
};

const pieceColumns = sql`id, project_id, key, label, state, comment, position, updated_at`;

export async function listPieces(db: Db, projectId: number): Promise<PieceRow[]> {
  return queryRows<PieceRow>(
    db,
    sql`select ${pieceColumns} from constitution_pieces where project_id = ${projectId} order by position, id`,
  );
}

/**
 * Creates the missing default pieces of a project. Without a unique index on (project_id, key), two
 * first reads at once are serialised by locking the project row, then each key is inserted only if
 * absent (check-before-insert inside the lock).
 */
export async function createMissingPieces(db: Database, projectId: number): Promise<void> {
  const values = CONSTITUTION_PIECES.map(
    (piece, position) => sql`(${piece.key}::text, ${piece.label}::text, ${position}::smallint)`,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from projects where id = ${projectId} for update`);
    await tx.execute(sql`
      insert into constitution_pieces (project_id, key, label, position)
      select ${projectId}, v.key, v.label, v.position
      from (values ${sql.join(values, sql`, `)}) as v(key, label, position)
      where not exists (select 1 from constitution_pieces cp where cp.project_id = ${projectId} and cp.key = v.key)`);
  });
}

export async function findPieceForUpdate(tx: Tx, projectId: number, pieceId: number) {
  const [row] = await queryRows<PieceRow>(
    tx,
    sql`select ${pieceColumns} from constitution_pieces
        where id = ${pieceId} and project_id = ${projectId} for update`,
  );
  return row;
}

export async function updatePiece(tx: Tx, pieceId: number, state: string, comment: string) {
  const [row] = await queryRows<PieceRow>(
    tx,
    sql`update constitution_pieces set state = ${state}, comment = ${comment}, updated_at = now()
        where id = ${pieceId} returning ${pieceColumns}`,
  );
  return row;
}

/** Live files filed under a constitution piece (category constitution, ids {"pieceId": n}). */
export async function countPieceFiles(db: Db, projectId: number, pieceId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from files
        where type = 'project' and linked_id = ${projectId} and category = 'constitution'
          and deleted_at is null and ids->>'pieceId' = ${String(pieceId)}`,
  );
  return row?.n ?? 0;
}

// ——— Logisbox ———

const PIECE_COUNT = CONSTITUTION_PIECES.length;

export type LogisboxCounts = {
  total: number;
  waitingElement: number;
  waitingMeter: number;
  waitingSignature: number;
  inProgress: number;
  toComplete: number;
  programmed: number;
};

/**
 * The projects of the logisbox lists and counters, on `p` = their project_logisbox row (its list keys are
 * copies of the project's): a live project in pre-construction whose permit is granted and whose logisbox
 * file is not complete, as in the predicate of its indexes (db/schema/preconstruction.ts) and in
 * sql/logisbox_counters.sql.
 */
const LOGISBOX_PENDING = sql`p.live and p.step = 1 and p.permit_issued_on is not null and p.file_at is null`;

/**
 * The logisbox counters: summary_counts (kept by triggers on project_logisbox, logisbox_counters) for the
 * lists, and the programmed appointments (they depend on the clock) through project_logisbox's appointment
 * indexes (`p` is the side row: its salesman_id is the project's).
 */
export async function logisboxCounts(db: Db, caller: Caller): Promise<LogisboxCounts> {
  const [counts, programmed] = await Promise.all([
    readSummaryCounts(db, caller, 'logisbox', [
      'total',
      'waitingElement',
      'waitingMeter',
      'waitingSignature',
      'inProgress',
      'toComplete',
    ] as const),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from project_logisbox p
        where ${LOGISBOX_PENDING} and p.appointment_at > now() and ${visibleProjects(caller)}`,
    ),
  ]);
  return { ...counts, programmed: programmed[0]?.n ?? 0 };
}

export type LogisboxRow = {
  list: string;
  id: number;
  name: string;
  land_city: string;
  logisbox_appointment_at: Date | string | null;
  logisbox_signed_at: Date | string | null;
  meter_id: number | null;
  name1: string;
  surname1: string;
  name2: string;
  surname2: string;
  salesman_name: string | null;
  salesman_surname: string | null;
  issue_date: string | null;
  accepted: number;
};

/**
 * Each logisbox list's condition on `p`, as in the predicate of its page index
 * (projects_logisbox_<list>_page_idx, migration 0043), the piece count written out for the planner.
 */
const LOGISBOX_LIST_RULES = {
  waitingElement: sql`p.accepted_pieces < ${sql.raw(String(PIECE_COUNT))}`,
  waitingMeter: sql`p.meter_id is null`,
  waitingSignature: sql`p.signed_at is null`,
  inProgress: sql`p.accepted_pieces >= ${sql.raw(String(PIECE_COUNT))} and p.meter_id is not null
    and p.signed_at is not null`,
} as const;

/**
 * One page (`offset`, `limit`) of each of the four lists, or of `list` alone, in one query; programmed
 * appointments first, then by the permit's issue date. Each list walks its page index and stops at the
 * page (project_logisbox.permit_issued_on, kept by triggers): ranking every live pre-construction
 * project with a granted permit and no logisbox file yet in each list with window functions took 355 ms at
 * 20 000 of them.
 */
export async function logisboxRows(
  db: Db,
  options: { visible: SQL; limit: number; offset: number; list?: string | undefined },
): Promise<LogisboxRow[]> {
  const lists = (Object.keys(LOGISBOX_LIST_RULES) as (keyof typeof LOGISBOX_LIST_RULES)[]).filter(
    (list) => !options.list || list === options.list,
  );
  const pages = lists.map(
    (list) => sql`(select ${list}::text as list, pr.id, pr.name, pr.land_city,
        p.appointment_at as logisbox_appointment_at, p.signed_at as logisbox_signed_at, p.meter_id,
        c.name1, c.surname1, c.name2, c.surname2, u.name as salesman_name, u.surname as salesman_surname,
        p.permit_issued_on::text as issue_date, p.accepted_pieces as accepted, p.permit_issued_on
      from project_logisbox p
      join projects pr on pr.id = p.project_id
      join customers c on c.id = pr.customer_id
      left join users u on u.id = p.salesman_id
      where ${LOGISBOX_PENDING} and not c.is_archived and ${LOGISBOX_LIST_RULES[list]} and ${options.visible}
      order by p.appointment_at, p.permit_issued_on, p.project_id
      offset ${options.offset} limit ${options.limit})`,
  );
  return queryRows<LogisboxRow>(
    db,
    sql`select * from (${sql.join(pages, sql` union all `)}) r
      order by r.list, r.logisbox_appointment_at, r.permit_issued_on, r.id`,
  );
}

export type LogisboxProject = {
  logisbox_appointment_at: Date | null;
  logisbox_signed_at: Date | null;
  logisbox_file_at: Date | null;
  accepted: number;
};

export async function logisboxStateForUpdate(tx: Tx, projectId: number): Promise<LogisboxProject> {
  const [row] = await queryRows<LogisboxProject>(
    tx,
    sql`select l.appointment_at as logisbox_appointment_at, l.signed_at as logisbox_signed_at,
          l.file_at as logisbox_file_at,
          (select count(*)::int from constitution_pieces cp
            where cp.project_id = l.project_id and cp.state = 'accepted') as accepted
        from project_logisbox l where l.project_id = ${projectId} for update`,
  );
  if (!row) throw new Error(`project ${projectId} vanished`);
  return row;
}

const LOGISBOX_COLUMNS = {
  logisbox_appointment_at: sql`appointment_at`,
  logisbox_signed_at: sql`signed_at`,
  logisbox_file_at: sql`file_at`,
} as const;
type LogisboxColumn = keyof typeof LOGISBOX_COLUMNS;

/** Sets one date of the project's logisbox row; the project's own row is touched (updated_at). */
export async function setLogisboxColumn(tx: Tx, projectId: number, column: LogisboxColumn, value: SQL) {
  const [row] = await queryRows<Omit<LogisboxProject, 'accepted'>>(
    tx,
    sql`update project_logisbox set ${LOGISBOX_COLUMNS[column]} = ${value} where project_id = ${projectId}
        returning appointment_at as logisbox_appointment_at, signed_at as logisbox_signed_at,
          file_at as logisbox_file_at`,
  );
  await tx.execute(sql`update projects set updated_at = now() where id = ${projectId}`);
  if (!row) throw new Error(`project ${projectId} vanished`);
  return row;
}

// ——— SMS reminder ———

export type SmsRow = {
  id: number;
  recipient: string;
  body_text: string;
  status: string;
  created_at: Date | string;
  sent_at: Date | string | null;
  sender_name: string | null;
  sender_surname: string | null;
};

export async function listSms(db: Db, projectId: number, limit: number): Promise<SmsRow[]> {
  return queryRows<SmsRow>(
    db,
    sql`select o.id::int as id, o.recipient, o.body_text, o.status, o.created_at, o.sent_at,
          u.name as sender_name, u.surname as sender_surname
        from outbox_messages o left join users u on u.id = o.sent_by
        where o.project_id = ${projectId} and o.channel = 'sms'
        order by o.created_at desc, o.id desc limit ${limit}`,
  );
}

export async function lastSms(tx: Tx, projectId: number): Promise<SmsRow | undefined> {
  const [row] = await listSms(tx, projectId, 1);
  return row;
}

export async function customerPhones(db: Db, customerId: number) {
  const [row] = await queryRows<{ phone: string | null; phone2: string | null }>(
    db,
    sql`select phone, phone2 from customers where id = ${customerId}`,
  );
  return row ?? { phone: null, phone2: null };
}
