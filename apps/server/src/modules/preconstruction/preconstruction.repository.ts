import { CONSTITUTION_PIECES } from '@batir/shared/preconstruction';
import { and, asc, desc, eq, gt, isNull, not, type SQL, sql } from 'drizzle-orm';
import { type PgUpdateSetSource, unionAll } from 'drizzle-orm/pg-core';
import type { Database, Db, Tx } from '../../db/client';
import { preparedAmong } from '../../db/prepared';
import {
  constitutionPieces,
  customers,
  files,
  outboxMessages,
  projectLands,
  projectLogisbox,
  projects,
  users,
} from '../../db/schema';
import { type Caller, readSummaryCounts, salesmanKeyIn, visibleSalesmen } from '../projects';

// ——— Land ———

/** The land of a project; the `project_lands` columns are null while nothing was saved. */
export async function findLand(db: Db, projectId: number) {
  const [row] = await db
    .select({
      project_id: projects.id,
      status: projectLands.status,
      address: projectLands.address,
      postal_code: projectLands.postalCode,
      city: projectLands.city,
      cadastral_section: projectLands.cadastralSection,
      cadastral_parcel: projectLands.cadastralParcel,
      area_m2: projectLands.areaM2,
      price_cents: projectLands.priceCents,
      seller_name: projectLands.sellerName,
      notary: projectLands.notary,
      // `date` columns in string mode: 'YYYY-MM-DD'.
      agreement_signed_on: projectLands.agreementSignedOn,
      deed_received_on: projectLands.deedReceivedOn,
      servicing: projectLands.servicing,
      accessibility: projectLands.accessibility,
      notes: projectLands.notes,
      updated_at: projectLands.updatedAt,
      /** The project's own land town (prospect infos), the default while no land row exists. */
      project_land_city: projects.landCity,
      project_land_postal_code: projects.landPostalCode,
    })
    .from(projects)
    .leftJoin(projectLands, eq(projectLands.projectId, projects.id))
    .where(eq(projects.id, projectId));
  return row;
}

export type LandRow = NonNullable<Awaited<ReturnType<typeof findLand>>>;

export type LandValues = Required<
  Pick<
    typeof projectLands.$inferInsert,
    | 'status'
    | 'address'
    | 'postalCode'
    | 'city'
    | 'cadastralSection'
    | 'cadastralParcel'
    | 'areaM2'
    | 'priceCents'
    | 'sellerName'
    | 'notary'
    | 'agreementSignedOn'
    | 'deedReceivedOn'
    | 'servicing'
    | 'notes'
  >
>;

export async function upsertLand(tx: Tx, projectId: number, v: LandValues) {
  // The values written whether the row is new or not (an insert's `excluded` row is exactly these).
  const land = {
    status: v.status,
    address: v.address,
    postalCode: v.postalCode,
    city: v.city,
    cadastralSection: v.cadastralSection,
    cadastralParcel: v.cadastralParcel,
    areaM2: v.areaM2,
    priceCents: v.priceCents,
    sellerName: v.sellerName,
    notary: v.notary,
    agreementSignedOn: v.agreementSignedOn,
    deedReceivedOn: v.deedReceivedOn,
    servicing: v.servicing,
    notes: v.notes,
    updatedAt: sql`now()`,
  };
  await tx
    .insert(projectLands)
    .values({ projectId, ...land })
    .onConflictDoUpdate({ target: projectLands.projectId, set: land });
  // The project's land town (project lists, prospect infos) follows the land when one is entered.
  if (v.city || v.postalCode) {
    await tx
      .update(projects)
      .set({ landCity: v.city, landPostalCode: v.postalCode, updatedAt: sql`now()` })
      .where(eq(projects.id, projectId));
  }
}

export async function upsertAccessibility(
  tx: Tx,
  projectId: number,
  accessibility: NonNullable<(typeof projectLands.$inferInsert)['accessibility']>,
) {
  await tx
    .insert(projectLands)
    .values({ projectId, accessibility, updatedAt: sql`now()` })
    .onConflictDoUpdate({ target: projectLands.projectId, set: { accessibility, updatedAt: sql`now()` } });
}

// ——— Constitution pieces ———

const pieceColumns = {
  id: constitutionPieces.id,
  project_id: constitutionPieces.projectId,
  key: constitutionPieces.key,
  label: constitutionPieces.label,
  state: constitutionPieces.state,
  comment: constitutionPieces.comment,
  position: constitutionPieces.position,
  updated_at: constitutionPieces.updatedAt,
};

export async function listPieces(db: Db, projectId: number) {
  return db
    .select(pieceColumns)
    .from(constitutionPieces)
    .where(eq(constitutionPieces.projectId, projectId))
    .orderBy(asc(constitutionPieces.position), asc(constitutionPieces.id));
}

export type PieceRow = Awaited<ReturnType<typeof listPieces>>[number];

/**
 * Creates the missing default pieces of a project. Without a unique index on (project_id, key), two
 * first reads at once are serialised by locking the project row, then each key is inserted only if
 * absent (check-before-insert inside the lock: the keys are read by a statement that starts once the lock
 * is held, so it sees the pieces of a concurrent first read that committed meanwhile).
 */
export async function createMissingPieces(db: Database, projectId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
    const present = await tx
      .select({ key: constitutionPieces.key })
      .from(constitutionPieces)
      .where(eq(constitutionPieces.projectId, projectId));
    const keys = new Set(present.map((piece) => piece.key));
    const missing = CONSTITUTION_PIECES.flatMap((piece, position) =>
      keys.has(piece.key) ? [] : [{ projectId, key: piece.key, label: piece.label, position }],
    );
    if (missing.length) await tx.insert(constitutionPieces).values(missing);
  });
}

export async function findPieceForUpdate(tx: Tx, projectId: number, pieceId: number) {
  const [row] = await tx
    .select(pieceColumns)
    .from(constitutionPieces)
    .where(and(eq(constitutionPieces.id, pieceId), eq(constitutionPieces.projectId, projectId)))
    .for('update');
  return row;
}

export async function updatePiece(tx: Tx, pieceId: number, state: string, comment: string) {
  const [row] = await tx
    .update(constitutionPieces)
    .set({ state, comment, updatedAt: sql`now()` })
    .where(eq(constitutionPieces.id, pieceId))
    .returning(pieceColumns);
  return row;
}

/** Live files filed under a constitution piece (category constitution, ids {"pieceId": n}). */
export async function countPieceFiles(db: Db, projectId: number, pieceId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(files)
    .where(
      and(
        eq(files.type, 'project'),
        eq(files.linkedId, projectId),
        eq(files.category, 'constitution'),
        isNull(files.deletedAt),
        eq(sql`${files.ids}->>'pieceId'`, String(pieceId)),
      ),
    );
  return row?.n ?? 0;
}

// ——— Logisbox ———

/**
 * The number of pieces, written out in the SQL (not a parameter) so that the planner matches the page
 * indexes' predicates (`accepted_pieces < 10`, db/schema/preconstruction.ts).
 */
const PIECE_COUNT = sql`${CONSTITUTION_PIECES.length}`.inlineParams();

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
 * The projects of the logisbox lists and counters, on their project_logisbox row (its list keys are copies
 * of the project's): a live project in pre-construction whose permit is granted and whose logisbox file is
 * not complete, as in the predicate of its indexes (db/schema/preconstruction.ts) and in
 * sql/logisbox_counters.sql.
 */
const LOGISBOX_PENDING = sql`${projectLogisbox.live} and ${projectLogisbox.step} = 1
  and ${projectLogisbox.permitIssuedOn} is not null and ${projectLogisbox.fileAt} is null`;

/** The logisbox rows of the projects the caller sees (project_logisbox.salesman_id is the project's). */
const visibleLogisbox = (caller: Caller) =>
  salesmanKeyIn(sql`${projectLogisbox.salesmanId}`, visibleSalesmen(caller));

/** The pending logisbox files with an appointment to come, prepared once per database. */
const programmedCount = preparedAmong('logisbox_programmed', (db, among) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(projectLogisbox)
    .where(
      and(LOGISBOX_PENDING, gt(projectLogisbox.appointmentAt, sql`now()`), among(projectLogisbox.salesmanId)),
    ),
);

/**
 * The logisbox counters: summary_counts (kept by triggers on project_logisbox, logisbox_counters) for the
 * lists, and the programmed appointments (they depend on the clock) through project_logisbox's appointment
 * indexes.
 */
export async function logisboxCounts(db: Database, caller: Caller): Promise<LogisboxCounts> {
  const [counts, programmed] = await Promise.all([
    readSummaryCounts(db, caller, 'logisbox', [
      'total',
      'waitingElement',
      'waitingMeter',
      'waitingSignature',
      'inProgress',
      'toComplete',
    ] as const),
    programmedCount(db, visibleSalesmen(caller)),
  ]);
  return { ...counts, programmed: programmed[0]?.n ?? 0 };
}

/**
 * Each logisbox list's condition on project_logisbox, as in the predicate of its page index
 * (projects_logisbox_<list>_page_idx, migration 0043), the piece count written out for the planner.
 */
const LOGISBOX_LIST_RULES = {
  waitingElement: sql`${projectLogisbox.acceptedPieces} < ${PIECE_COUNT}`,
  waitingMeter: isNull(projectLogisbox.meterId),
  waitingSignature: isNull(projectLogisbox.signedAt),
  inProgress: sql`${projectLogisbox.acceptedPieces} >= ${PIECE_COUNT} and ${projectLogisbox.meterId} is not null
    and ${projectLogisbox.signedAt} is not null`,
} as const;
type LogisboxList = keyof typeof LOGISBOX_LIST_RULES;

/** One list's page, in its page index's order. */
function logisboxPage(
  db: Db,
  list: LogisboxList,
  options: { caller: Caller; limit: number; offset: number },
) {
  return db
    .select({
      list: sql<LogisboxList>`${list}::text`.as('list'),
      id: projects.id,
      name: projects.name,
      land_city: projects.landCity,
      logisbox_appointment_at: projectLogisbox.appointmentAt,
      logisbox_signed_at: projectLogisbox.signedAt,
      meter_id: projectLogisbox.meterId,
      name1: customers.name1,
      surname1: customers.surname1,
      name2: customers.name2,
      surname2: customers.surname2,
      // Named apart: the union's rows are read by column name, and the project has a `name` too.
      salesman_name: sql<string | null>`${users.name}`.as('salesman_name'),
      salesman_surname: sql<string | null>`${users.surname}`.as('salesman_surname'),
      // The permit's issue date as text ('YYYY-MM-DD'), named apart from the column the outer order reads.
      issue_date: sql<string | null>`${projectLogisbox.permitIssuedOn}::text`.as('issue_date'),
      accepted: projectLogisbox.acceptedPieces,
      permit_issued_on: projectLogisbox.permitIssuedOn,
    })
    .from(projectLogisbox)
    .innerJoin(projects, eq(projects.id, projectLogisbox.projectId))
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .leftJoin(users, eq(users.id, projectLogisbox.salesmanId))
    .where(
      and(
        LOGISBOX_PENDING,
        not(customers.isArchived),
        LOGISBOX_LIST_RULES[list],
        visibleLogisbox(options.caller),
      ),
    )
    .orderBy(
      asc(projectLogisbox.appointmentAt),
      asc(projectLogisbox.permitIssuedOn),
      asc(projectLogisbox.projectId),
    )
    .offset(options.offset)
    .limit(options.limit);
}

/**
 * One page (`offset`, `limit`) of each of the four lists, or of `list` alone, in one query; programmed
 * appointments first, then by the permit's issue date. Each list walks its page index and stops at the
 * page (project_logisbox.permit_issued_on, kept by triggers): ranking every live pre-construction
 * project with a granted permit and no logisbox file yet in each list with window functions took 355 ms at
 * 20 000 of them.
 */
export async function logisboxRows(
  db: Db,
  options: { caller: Caller; limit: number; offset: number; list?: string | undefined },
) {
  const [first, ...others] = (Object.keys(LOGISBOX_LIST_RULES) as LogisboxList[])
    .filter((list) => !options.list || list === options.list)
    .map((list) => logisboxPage(db, list, options));
  if (!first) return [];
  const [second, ...rest] = others;
  const r = (second ? unionAll(first, second, ...rest) : first).as('r');
  return db.select().from(r).orderBy(r.list, r.logisbox_appointment_at, r.permit_issued_on, r.id);
}

export type LogisboxRow = Awaited<ReturnType<typeof logisboxRows>>[number];

export async function logisboxStateForUpdate(tx: Tx, projectId: number) {
  const accepted = tx
    .select({ n: sql<number>`count(*)::int` })
    .from(constitutionPieces)
    .where(
      and(
        eq(constitutionPieces.projectId, projectLogisbox.projectId),
        eq(constitutionPieces.state, 'accepted'),
      ),
    );
  const [row] = await tx
    .select({
      logisbox_appointment_at: projectLogisbox.appointmentAt,
      logisbox_signed_at: projectLogisbox.signedAt,
      logisbox_file_at: projectLogisbox.fileAt,
      accepted: sql<number>`${accepted}`,
    })
    .from(projectLogisbox)
    .where(eq(projectLogisbox.projectId, projectId))
    .for('update');
  if (!row) throw new Error(`project ${projectId} vanished`);
  return row;
}

export type LogisboxProject = Awaited<ReturnType<typeof logisboxStateForUpdate>>;

/** The project_logisbox column behind each date the service sets. */
const LOGISBOX_COLUMNS = {
  logisbox_appointment_at: 'appointmentAt',
  logisbox_signed_at: 'signedAt',
  logisbox_file_at: 'fileAt',
} as const satisfies Record<string, keyof typeof projectLogisbox.$inferInsert>;
type LogisboxColumn = keyof typeof LOGISBOX_COLUMNS;

/** Sets one date of the project's logisbox row; the project's own row is touched (updated_at). */
export async function setLogisboxColumn(tx: Tx, projectId: number, column: LogisboxColumn, value: SQL) {
  const set: PgUpdateSetSource<typeof projectLogisbox> = {};
  set[LOGISBOX_COLUMNS[column]] = value;
  const [row] = await tx
    .update(projectLogisbox)
    .set(set)
    .where(eq(projectLogisbox.projectId, projectId))
    .returning({
      logisbox_appointment_at: projectLogisbox.appointmentAt,
      logisbox_signed_at: projectLogisbox.signedAt,
      logisbox_file_at: projectLogisbox.fileAt,
    });
  await tx.update(projects).set({ updatedAt: sql`now()` }).where(eq(projects.id, projectId));
  if (!row) throw new Error(`project ${projectId} vanished`);
  return row;
}

// ——— SMS reminder ———

export async function listSms(db: Db, projectId: number, limit: number) {
  return db
    .select({
      id: outboxMessages.id,
      recipient: outboxMessages.recipient,
      body_text: outboxMessages.bodyText,
      status: outboxMessages.status,
      created_at: outboxMessages.createdAt,
      sent_at: outboxMessages.sentAt,
      sender_name: users.name,
      sender_surname: users.surname,
    })
    .from(outboxMessages)
    .leftJoin(users, eq(users.id, outboxMessages.sentBy))
    .where(and(eq(outboxMessages.projectId, projectId), eq(outboxMessages.channel, 'sms')))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}

export type SmsRow = Awaited<ReturnType<typeof listSms>>[number];

export async function lastSms(tx: Tx, projectId: number): Promise<SmsRow | undefined> {
  const [row] = await listSms(tx, projectId, 1);
  return row;
}

export async function customerPhones(db: Db, customerId: number) {
  const [row] = await db
    .select({ phone: customers.phone, phone2: customers.phone2 })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? { phone: null, phone2: null };
}
