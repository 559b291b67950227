/**
 * The demo data tell coherent stories (issue 15, defect 8): what a new user judges the product by. Each rule
 * answers the offending rows by name, so a failure says which project breaks which rule.
 */
import { CONSTITUTION_PIECES } from '@batir/shared/preconstruction';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, sqlRows } from '../../../test/helpers';
import type { DatabaseHandle } from '../client';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const offenders = async (query: ReturnType<typeof sql>) =>
  (await sqlRows<{ offender: string }>(database.db, query)).map((row) => row.offender);

/** Dates meant to be ahead: appointments and deadlines, and expiries. */
const UPCOMING = new Set([
  'appointments.starts_at',
  'appointments.ends_at',
  'project_logisbox.appointment_at',
  'elevation_surveys.planned_on',
  'bp_additional_documents.due_on',
]);

describe('the demo data', () => {
  it('hold no date in the future but upcoming appointments and deadlines', async () => {
    const columns = await sqlRows<{ table_name: string; column_name: string }>(
      database.db,
      sql`select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and data_type in ('date', 'timestamp with time zone')
          and column_name not like '%expires%'
        order by table_name, column_name`,
    );
    expect(columns.length).toBeGreaterThan(30);
    const future: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const name = `${table}.${column}`;
      if (UPCOMING.has(name)) continue;
      const [row] = await sqlRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from ${sql.identifier(table)}
          where ${sql.identifier(column)} > now() + interval '1 minute'`,
      );
      if (row?.n) future.push(`${name} (${row.n})`);
    }
    expect(future).toEqual([]);
  });

  it('convert customers after their creation, in the past; the household exists before its projects', async () => {
    expect(
      await offenders(sql`select p.name as offender from projects p join customers c on c.id = p.customer_id
        where not p.is_prospect and (p.converted_at is null or p.converted_at <= p.created_at
          or p.created_at < c.created_at or p.converted_at > now() - interval '1 day')`),
    ).toEqual([]);
    // « Client depuis » of the households list: a past day, not the seed's.
    expect(
      await offenders(sql`select c.name1 as offender from customers c
        where c.created_at > now() - interval '1 day'`),
    ).toEqual([]);
  });

  it('date everything done on a customer project after its conversion, each step after the one before', async () => {
    const afterConversion = (what: string, from: string, when: string) =>
      sql.raw(`select p.name || ' : ${what}' as offender ${from}
        join projects p on p.id = x.project_id where ${when} is not null and ${when} < p.converted_at`);
    const events = [
      afterConversion('permis imprimé', 'from building_permits x', 'x.printed_at'),
      afterConversion('financement demandé', 'from project_financings x', 'x.requested_at'),
      afterConversion('compromis du terrain', 'from project_lands x', 'x.agreement_signed_on'),
      afterConversion('historique', 'from project_history x', 'x.created_at'),
      afterConversion('modificatif', 'from bp_modifications x', 'x.created_at'),
      afterConversion(
        'projet figé',
        'from (select id as project_id, frozen_at from projects) x',
        'x.frozen_at',
      ),
    ];
    for (const event of events) expect(await offenders(event)).toEqual([]);
    // A permit: printed, downloaded, filed, receipt, then granted or refused, then billed.
    expect(
      await offenders(sql`select p.name as offender from building_permits b join projects p on p.id = b.project_id
        where b.downloaded_at < b.printed_at or b.deposited_on < b.printed_at::date
          or b.receipt_confirmed_at::date < b.deposited_on or b.issue_date < b.deposited_on
          or b.refused_on < b.deposited_on or b.billed_at::date < b.issue_date
          or (b.issue_date is not null and b.deposited_on is null)
          or (b.refused_on is not null and b.issue_date is not null)`),
    ).toEqual([]);
    // A financing: requested, sent to the bank, offers received, funds released (or cancelled).
    expect(
      await offenders(sql`select p.name as offender from project_financings f join projects p on p.id = f.project_id
        where f.sent_at < f.requested_at or f.loan_offers_received_on < f.sent_at::date
          or f.unlocked_at::date < f.loan_offers_received_on or f.cancelled_at < f.requested_at
          or (f.loan_offers_received_on is not null and f.sent_at is null)`),
    ).toEqual([]);
  });

  it('put a project in construction only with its permit granted, its financing done, its 5 milestones and file', async () => {
    const construction = await sqlRows<{ name: string }>(
      database.db,
      sql`select name from projects where not is_prospect and step >= 2`,
    );
    expect(construction.length).toBeGreaterThan(3);
    expect(
      await offenders(sql`select p.name as offender from projects p
        left join building_permits b on b.project_id = p.id
        left join project_financings f on f.project_id = p.id and f.cancelled_at is null
        left join project_lands l on l.project_id = p.id
        left join project_logisbox lb on lb.project_id = p.id
        join project_permits pm on pm.project_id = p.id
        where not p.is_prospect and p.step >= 2 and (
          b.issue_date is null or pm.bp_tile <> 'bpFinished' or f.loan_offers_received_on is null
          or l.deed_received_on is null or p.frozen_at is null or lb.file_at is null
          or p.switched_to_construction_at is null
          or p.switched_to_construction_at < greatest(b.issue_date::timestamptz, f.loan_offers_received_on::timestamptz,
            l.deed_received_on::timestamptz, p.frozen_at, lb.file_at)
          or (select count(*) from constitution_pieces k where k.project_id = p.id and k.state = 'accepted')
            < ${CONSTITUTION_PIECES.length})`),
    ).toEqual([]);
  });

  it('ask permit modifications on granted permits only, after the grant', async () => {
    expect(
      await offenders(sql`select p.name || ' : ' || m.description as offender from bp_modifications m
        join projects p on p.id = m.project_id left join building_permits b on b.project_id = m.project_id
        where b.issue_date is null or m.created_at < b.issue_date::timestamptz`),
    ).toEqual([]);
  });
});
