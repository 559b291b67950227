import { BP_TILES } from '@batir/shared/project-list';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { projects } from './customers';
import { users } from './users';

/**
 * Pre-construction of a customer's project (spec 3 §3 Project: land, financing, building permit,
 * elements of constitution, CRC). One row per project in the 1:1 tables, created on first write; a
 * missing row reads as "nothing entered yet".
 */

/** The building land (`preconstruction/land`). Money in cents, areas in m². */
export const projectLands = pgTable('project_lands', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  /** searching | underOffer (compromis signé) | owned */
  status: text('status').notNull().default('searching'),
  address: text('address').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  city: text('city').notNull().default(''),
  cadastralSection: text('cadastral_section').notNull().default(''),
  cadastralParcel: text('cadastral_parcel').notNull().default(''),
  areaM2: integer('area_m2'),
  priceCents: bigint('price_cents', { mode: 'number' }),
  sellerName: text('seller_name').notNull().default(''),
  notary: text('notary').notNull().default(''),
  /** Date of the sale agreement (compromis). */
  agreementSignedOn: date('agreement_signed_on', { mode: 'string' }),
  /** Milestone of the progress gauge: the land deed (acte authentique) received. */
  deedReceivedOn: date('deed_received_on', { mode: 'string' }),
  /** Servicing: water, electricity, sewer, gas, telecom (true = connected at the boundary). */
  servicing: jsonb('servicing').$type<Record<string, boolean>>().notNull().default({}),
  /** `saveLandAccessibility`: access for delivery trucks and machines (width, slope, ground, notes). */
  accessibility: jsonb('accessibility').$type<Record<string, unknown>>().notNull().default({}),
  notes: text('notes').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Financing of the project (`preconstruction/financing`, financing dashboard). The dashboard lists:
 * asked (study requested, not yet sent to the bank), waiting (sent, loan offers not yet received),
 * done (loan offers attested). A cancelled financing leaves every list.
 */
export const projectFinancings = pgTable(
  'project_financings',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /**
     * Needs: total budget of the operation (land + house + fees), in cents. The personal contribution is the
     * household's (customers.personal_contribution), entered on the prospect sheet and kept at conversion.
     */
    totalNeedCents: bigint('total_need_cents', { mode: 'number' }),
    /** Bank information. */
    bankName: text('bank_name').notNull().default(''),
    bankAdviser: text('bank_adviser').notNull().default(''),
    bankPhone: text('bank_phone').notNull().default(''),
    bankEmail: text('bank_email').notNull().default(''),
    broker: text('broker').notNull().default(''),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Milestone of the progress gauge: loan offers received, attested by a file. */
    loanOffersReceivedOn: date('loan_offers_received_on', { mode: 'string' }),
    /** Funds released (déblocage) at the bank. */
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** `PUT /api/project/{id}/financingComment`. */
    comment: text('comment').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The project's list keys (its salesperson, live = neither a prospect nor archived), copied when the row
     * is inserted and when they change (sql/project_financings_list_keys.sql, sql/projects_share_list_keys.sql):
     * the summary's financing counters are kept from this table alone.
     */
    salesmanId: integer('salesman_id'),
    live: boolean('live').notNull().default(false),
  },
  (t) => [
    index('project_financings_requested_idx')
      .on(t.requestedAt)
      .where(sql`${t.cancelledAt} is null and ${t.requestedAt} is not null`),
    // One page index per financing dashboard list, in its order (financing.repository listFinancings):
    // each list walks its own and stops at the page instead of ranking every requested financing.
    index('project_financings_done_page_idx')
      .on(t.loanOffersReceivedOn.desc(), t.projectId.desc())
      .where(
        sql`${t.requestedAt} is not null and ${t.cancelledAt} is null and ${t.loanOffersReceivedOn} is not null`,
      ),
    index('project_financings_waiting_page_idx')
      .on(t.sentAt.desc(), t.projectId.desc())
      .where(
        sql`${t.requestedAt} is not null and ${t.cancelledAt} is null and ${t.loanOffersReceivedOn} is null and ${t.sentAt} is not null`,
      ),
    index('project_financings_asked_page_idx')
      .on(t.requestedAt.desc(), t.projectId.desc())
      .where(
        sql`${t.requestedAt} is not null and ${t.cancelledAt} is null and ${t.loanOffersReceivedOn} is null and ${t.sentAt} is null`,
      ),
  ],
);

/** Loans of a financing: main loan, zero-rate loan (PTZ), employer loan (Action Logement)… */
export const financingLoans = pgTable(
  'financing_loans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** main | ptz | employer | bridge | other */
    kind: text('kind').notNull(),
    bank: text('bank').notNull().default(''),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** Yearly rate in percent, e.g. 3.45. */
    ratePercent: numeric('rate_percent', { precision: 5, scale: 3 }),
    durationMonths: smallint('duration_months'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('financing_loans_project_idx').on(t.projectId)],
);

/**
 * The building permit of the project (`preconstruction/buildingPermit`, building-permit dashboard).
 * Its progress: needed → printed → downloaded (the customer's signed copy) → deposited (number) →
 * granted (issue date) or refused. `receiptConfirmedAt`: the town hall's receipt confirmed.
 */
export const buildingPermits = pgTable(
  'building_permits',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** pc (permis de construire) | pcmi (maison individuelle) | dp (déclaration préalable) | pa */
    permitType: text('permit_type').notNull().default('pcmi'),
    needed: boolean('needed').notNull().default(true),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    depositedOn: date('deposited_on', { mode: 'string' }),
    number: text('number').notNull().default(''),
    receiptConfirmedAt: timestamp('receipt_confirmed_at', { withTimezone: true }),
    /** permitAgreementDate: the town's agreement (accord). */
    agreementDate: date('agreement_date', { mode: 'string' }),
    /** Milestone of the progress gauge: permit granted (arrêté issued). */
    issueDate: date('issue_date', { mode: 'string' }),
    refusedOn: date('refused_on', { mode: 'string' }),
    refusalReason: text('refusal_reason').notNull().default(''),
    /** Global refusal: the project cannot be built, the file is closed. */
    globalRefusalClosedAt: timestamp('global_refusal_closed_at', { withTimezone: true }),
    raisedToSalesmanAt: timestamp('raised_to_salesman_at', { withTimezone: true }),
    /** The plans must be redrawn before depositing (set by the quotation area; the dashboard's planRedraw). */
    planRedrawRequestedAt: timestamp('plan_redraw_requested_at', { withTimezone: true }),
    /** The permit service was invoiced (billing area); granted and not billed = toBilled. */
    billedAt: timestamp('billed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('building_permits_deposited_idx').on(t.depositedOn),
    // One page index per permit list of the dashboard, in its order, on its rule (building-permits.repository
    // PERMIT_LIST_RULES): each list walks its own and stops at the page instead of sorting all its rows.
    index('building_permits_plan_redraw_idx')
      .on(t.projectId)
      .where(
        sql`${t.globalRefusalClosedAt} is null and ${t.issueDate} is null and (${t.refusedOn} is not null or (${t.planRedrawRequestedAt} is not null and ${t.depositedOn} is null))`,
      ),
    index('building_permits_in_progress_page_idx')
      .on(sql`coalesce(${t.downloadedAt}, ${t.printedAt})`, t.projectId)
      .where(
        sql`${t.globalRefusalClosedAt} is null and ${t.needed} and (${t.printedAt} is not null or ${t.downloadedAt} is not null) and ${t.depositedOn} is null and ${t.planRedrawRequestedAt} is null and ${t.refusedOn} is null`,
      ),
    index('building_permits_waiting_page_idx')
      .on(t.depositedOn, t.projectId)
      .where(
        sql`${t.globalRefusalClosedAt} is null and ${t.depositedOn} is not null and ${t.issueDate} is null and ${t.refusedOn} is null`,
      ),
    index('building_permits_to_billed_page_idx')
      .on(t.issueDate, t.projectId)
      .where(
        sql`${t.globalRefusalClosedAt} is null and ${t.issueDate} is not null and ${t.billedAt} is null`,
      ),
  ],
);

/**
 * A modification of a granted permit (permis modificatif), paid by the customer through an addendum:
 * waitingAddendum → waitingAddendumCustomerSigned → waitingPayment → inProgress → invoice → done,
 * or cancelled.
 */
export const bpModifications = pgTable(
  'bp_modifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('waitingAddendum'),
    description: text('description').notNull().default(''),
    /** Price of the addendum, cents. */
    addendumAmountCents: bigint('addendum_amount_cents', { mode: 'number' }),
    comment: text('comment').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bp_modifications_status_idx').on(t.status, t.projectId)],
);

/** Additional documents asked by the town hall during instruction (pièces complémentaires). */
export const bpAdditionalDocuments = pgTable(
  'bp_additional_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bp_additional_documents_open_idx')
      .on(t.projectId)
      .where(sql`${t.receivedAt} is null and ${t.cancelledAt} is null`),
  ],
);

/**
 * A live customer project in pre-construction (step 1) whose permit is granted and whose logisbox file is
 * not complete yet: the projects of the logisbox lists and counters (sql/logisbox_counters.sql).
 */
const LOGISBOX_PENDING = (t: {
  live: AnyPgColumn;
  step: AnyPgColumn;
  permitIssuedOn: AnyPgColumn;
  fileAt: AnyPgColumn;
}) => sql`${t.live} and ${t.step} = 1 and ${t.permitIssuedOn} is not null and ${t.fileAt} is null`;

/**
 * The logisbox (construction launch file) of a project, a side table of projects with one row per project
 * (created with it by trigger, sql/projects_side_rows.sql): the appointment, the customer's signature of the
 * final plans, the completed file, and what its four lists and the summary's logisbox counters are computed
 * from. `acceptedPieces` (constitution pieces accepted) and `permitIssuedOn` (the building permit's issue
 * date) are kept by triggers on constitution_pieces and building_permits; `salesmanId`, `live` (neither a
 * prospect nor archived) and `step` are the project's list keys, copied by sql/projects_share_list_keys.sql,
 * so that each list walks its own index without reading projects. `meterId` is the project's meter
 * (métré): the logisbox lists are its only readers until the meters area owns it.
 */
export const projectLogisbox = pgTable(
  'project_logisbox',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    appointmentAt: timestamp('appointment_at', { withTimezone: true }),
    /** Milestone of the progress gauge: the logisbox file complete. */
    fileAt: timestamp('file_at', { withTimezone: true }),
    /** The customer signed the final plans and launch documents. */
    signedAt: timestamp('signed_at', { withTimezone: true }),
    meterId: integer('meter_id'),
    acceptedPieces: smallint('accepted_pieces').notNull().default(0),
    permitIssuedOn: date('permit_issued_on', { mode: 'string' }),
    salesmanId: integer('salesman_id'),
    live: boolean('live').notNull().default(false),
    step: smallint('step').notNull().default(1),
  },
  (t) => [
    // Programmed appointments of the projects waiting for their logisbox file (summary), for all or one salesperson.
    index('project_logisbox_appointment_idx').on(t.appointmentAt).where(LOGISBOX_PENDING(t)),
    index('project_logisbox_appointment_salesman_idx')
      .on(t.salesmanId, t.appointmentAt)
      .where(LOGISBOX_PENDING(t)),
    // One page index per list (preconstruction.repository logisboxRows; 10 = CONSTITUTION_PIECES.length), in
    // its order (appointment first, then the permit's issue date): each list walks its own to the page.
    index('project_logisbox_waiting_element_page_idx')
      .on(t.appointmentAt, t.permitIssuedOn, t.projectId)
      .where(sql`${LOGISBOX_PENDING(t)} and ${t.acceptedPieces} < 10`),
    index('project_logisbox_waiting_meter_page_idx')
      .on(t.appointmentAt, t.permitIssuedOn, t.projectId)
      .where(sql`${LOGISBOX_PENDING(t)} and ${t.meterId} is null`),
    index('project_logisbox_waiting_signature_page_idx')
      .on(t.appointmentAt, t.permitIssuedOn, t.projectId)
      .where(sql`${LOGISBOX_PENDING(t)} and ${t.signedAt} is null`),
    index('project_logisbox_in_progress_page_idx')
      .on(t.appointmentAt, t.permitIssuedOn, t.projectId)
      .where(
        sql`${LOGISBOX_PENDING(t)} and ${t.acceptedPieces} >= 10 and ${t.meterId} is not null and ${t.signedAt} is not null`,
      ),
  ],
);

/**
 * The pieces of the customer's file (`preconstruction/elementsConstitution`): identity, tax notice,
 * land agreement, loan offers, insurance… Each has a state; its files are `files` of type
 * `constitutionPiece` linked to the piece id. Rows are created from the default list on first read.
 */
export const constitutionPieces = pgTable(
  'constitution_pieces',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Stable key of the piece (see packages/shared constitution list). */
    key: text('key').notNull(),
    label: text('label').notNull(),
    /** missing | received (to check) | accepted | refused */
    state: text('state').notNull().default('missing'),
    comment: text('comment').notNull().default(''),
    position: smallint('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('constitution_pieces_project_idx').on(t.projectId, t.position)],
);

/**
 * CRC modification state per type (spec 3 §3: plan, kitchen, other; state neutral, success, error).
 * The files are project `files` (type `project`, linked to the project) of category `crc`, with the CRC
 * type in `ids.crcType`.
 */
export const projectCrc = pgTable(
  'project_crc',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    crcType: text('crc_type').notNull(),
    state: text('state').notNull().default('neutral'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.crcType] })],
);

/**
 * Every state change of a project (who, when, what, from, to), shown as the timeline of the project
 * sheet. Written by lib/project-history.ts in the transaction of the change.
 */
export const projectHistory = pgTable(
  'project_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What changed, e.g. `state`, `frozen`, `buildingPermit.deposited`, `financing.cancel`. */
    kind: text('kind').notNull(),
    /** The French line shown on the timeline, e.g. « Permis déposé en mairie ». */
    label: text('label').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_history_project_idx').on(t.projectId, t.createdAt)],
);

/**
 * A project's building-permit state where the lists and counters read it (issue 18: moved out of projects),
 * one row per project, created with it (projects_side_rows), owned by the building-permits area:
 * - `bp_tile`: the project list's permit tile, written by the permit service with each permit change
 *   (permit-change.ts) and copied into project_search (project_permits_share_tile), whose list indexes
 *   filter on it;
 * - `bp_count` and `bp_lists`: the summary's permit counter and the dashboard's lists the project is in
 *   (permit_counter_of, permit_lists_of), kept by refresh_project_bp_count from building_permits;
 * - `bp_show`: the permit types shown to the customer (`toggleBpShow`);
 * - the project's list keys copied (projects_share_list_keys: salesperson, live, step), from which the
 *   project list's tile counters (project_tile_counts) and the summary's permit counters (summary_counts)
 *   are kept by statement triggers on this table.
 */
export const projectPermits = pgTable('project_permits', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  salesmanId: integer('salesman_id'),
  live: boolean('live').notNull().default(false),
  step: smallint('step').notNull().default(1),
  /** Building-permit tile of the project list (waitingBpElements, bpInProgress, bpInstruction, bpFinished). */
  bpTile: text('bp_tile', { enum: BP_TILES }).notNull().default('waitingBpElements'),
  /** The summary's permit counter (done, waiting, constitution; null when no permit is needed or closed). */
  bpCount: text('bp_count').default('constitution'),
  /** The dashboard's permit lists (planRedraw, inProgress, waiting, toBilled: PERMIT_LIST_RULES). */
  bpLists: text('bp_lists').array().notNull().default(sql`'{}'::text[]`),
  bpShow: jsonb('bp_show').$type<string[]>().notNull().default([]),
});
