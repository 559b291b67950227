import { BP_TILES } from '@batir/shared/project-list';
import { PROSPECT_TILES } from '@batir/shared/prospects';
import { type AnyColumn, sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './customers';

/**
 * The words the global search can correct a typo to (migration 0053): every word of letters only, three to
 * thirty long, ever written in project_search.search_text (names, first names, towns, project names, e-mail
 * parts), with its French phonetic key (`search_phonetic`: « Lefebvre » and « Lefèvre » both `lefevr`).
 * Kept by statement triggers on project_search; a word whose last project is gone stays (it only finds nothing).
 * A few thousand rows where projects has hundreds of thousands: the tolerant tier of the search
 * (search.repository.ts `findCorrections`) compares the typed word with these, not with every text.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    word: text('word').primaryKey(),
    sound: text('sound').notNull(),
  },
  (t) => [
    index('search_vocabulary_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
    index('search_vocabulary_sound_idx').on(t.sound),
  ],
);

/** Live customer projects, and live prospects, of the search and list indexes below (copied list keys). */
const LIVE_CUSTOMER = (t: { isProspect: AnyColumn; isArchived: AnyColumn }) =>
  sql`not ${t.isProspect} and not ${t.isArchived}`;
const LIVE_PROSPECT = (t: { isProspect: AnyColumn; isArchived: AnyColumn }) =>
  sql`${t.isProspect} and not ${t.isArchived}`;

/**
 * What the global search and the lists search and sort projects on (issue 18: moved out of projects), one row
 * per project, created with it (projects_side_rows). Owned by the search area (search.repository), read by
 * the project list (customers.repository) and the prospect list (prospects.repository):
 * - the normalised text of the project and its household (project_search_document: names, phones, e-mails,
 *   project name, towns), searched through trigram and word indexes, and the list's sort keys (the household's
 *   names, the project name, lower case without accents), kept by project_search_refresh and
 *   customers_refresh_project_search_text whatever code writes the project or the household;
 * - the project's list keys copied (projects_share_list_keys: salesperson, prospect and archive flags, step,
 *   creation time; project_permits_share_tile: the building-permit tile; project_prospects_share_tile: the
 *   prospect's tile, null for a customer project), so that each list and search walks the indexes of this
 *   one table and counts its matches by tile without a look-up per match.
 */
export const projectSearch = pgTable(
  'project_search',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    salesmanId: integer('salesman_id'),
    isProspect: boolean('is_prospect').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    step: smallint('step').notNull().default(1),
    bpTile: text('bp_tile', { enum: BP_TILES }).notNull().default('waitingBpElements'),
    prospectTile: text('prospect_tile', { enum: PROSPECT_TILES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Statistics target 250 (migration 0063, which the schema cannot say): planning a common name's search needs it.
    searchText: text('search_text').notNull().default(''),
    customerSortKey: text('customer_sort_key').notNull().default(''),
    nameSortKey: text('name_sort_key').notNull().default(''),
  },
  (t) => [
    // The search: trigram patterns (every project, with « Voir les archivés »; live customers; live
    // prospects), words at a word start (search_lexemes), and a live project's step written before its text
    // (one step's matches of the project list, migration 0046).
    index('project_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('project_search_customer_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(LIVE_CUSTOMER(t)),
    index('project_search_customer_step_idx')
      .using('gin', sql`((${t.step}::text || '|' || ${t.searchText})) gin_trgm_ops`)
      .where(LIVE_CUSTOMER(t)),
    index('project_search_customer_words_idx')
      .using('gin', sql`search_lexemes(${t.searchText})`)
      .where(LIVE_CUSTOMER(t)),
    index('project_search_prospect_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(LIVE_PROSPECT(t)),
    index('project_search_prospect_words_idx')
      .using('gin', sql`search_lexemes(${t.searchText})`)
      .where(LIVE_PROSPECT(t)),
    // The newest projects of a kind, of everyone or of one salesperson: the search's walks (PROBE,
    // PHRASE_WINDOW, TOLERANT_WALK) read them in this order and stop.
    index('project_search_kind_idx').on(t.isProspect, t.isArchived, t.projectId),
    index('project_search_customer_salesman_idx')
      .on(t.salesmanId, t.projectId.desc())
      .where(LIVE_CUSTOMER(t)),
    index('project_search_prospect_salesman_idx')
      .on(t.salesmanId, t.projectId.desc())
      .where(LIVE_PROSPECT(t)),
    // Every project of a salesperson, with no predicate: the one salesperson index PostgreSQL may AND with a
    // partial trigram index (live prospects', live customers'). It never ANDs two indexes with the same
    // predicate (choose_bitmap_and), so with the partial ones above a salesperson's search ANDed the whole
    // table's trigram index instead (twice the entries: migration 0064, bench/README.md).
    index('project_search_salesman_idx').on(t.salesmanId),
    // The project list: per step and building-permit tile, newest first, and sorted on a column (the first
    // page read in index order), for everyone or one salesperson.
    index('project_search_list_idx').on(t.step, t.bpTile, t.projectId.desc()).where(LIVE_CUSTOMER(t)),
    index('project_search_list_salesman_idx')
      .on(t.salesmanId, t.step, t.bpTile, t.projectId.desc())
      .where(LIVE_CUSTOMER(t)),
    index('project_search_customer_sort_idx').on(t.customerSortKey, t.projectId).where(LIVE_CUSTOMER(t)),
    index('project_search_customer_sort_salesman_idx')
      .on(t.salesmanId, t.customerSortKey, t.projectId)
      .where(LIVE_CUSTOMER(t)),
    index('project_search_name_sort_idx').on(t.nameSortKey, t.projectId).where(LIVE_CUSTOMER(t)),
    index('project_search_name_sort_salesman_idx')
      .on(t.salesmanId, t.nameSortKey, t.projectId)
      .where(LIVE_CUSTOMER(t)),
    index('project_search_created_sort_idx').on(t.createdAt, t.projectId).where(LIVE_CUSTOMER(t)),
    index('project_search_created_sort_salesman_idx')
      .on(t.salesmanId, t.createdAt, t.projectId)
      .where(LIVE_CUSTOMER(t)),
  ],
);
