import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sqlRows, type TestApp } from '../../../test/helpers';
import { findDuplicates } from './duplicates.service';
import { normalizePerson } from './normalize';
import { ADDRESS_CASES, EMAIL_CASES, PERSON_CASES, PHONE_CASES } from './normalize.cases';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const one = async <T>(query: ReturnType<typeof sql>) => (await sqlRows<{ v: T }>(t.database.db, query))[0]?.v;

/** The demo customer "Hélène Lefèvre", 0611223344, 8 boulevard du Roi René 49000 Angers. */
async function heleneProject() {
  const [row] = await sqlRows<{ customer_id: number; project_id: number }>(
    t.database.db,
    sql`select c.id as customer_id, p.id as project_id from customers c join projects p on p.customer_id = c.id
        where c.name1 = 'Lefèvre' and c.surname1 = 'Hélène'`,
  );
  if (!row) throw new Error('demo customer missing');
  return row;
}

const base = { postalCode: '', address: '', email: null, phone: null };

describe('SQL twins of the normalisers', () => {
  it.each(PHONE_CASES)('phone_normalize(%j) = %j', async (input, expected) => {
    expect(await one(sql`select phone_normalize(${input}) as v`)).toBe(expected);
  });
  it.each(EMAIL_CASES)('email_normalize(%j) = %j', async (input, expected) => {
    expect(await one(sql`select email_normalize(${input}) as v`)).toBe(expected);
  });
  it.each(ADDRESS_CASES)('address_normalize(%j) = %j', async (input, expected) => {
    expect(await one(sql`select address_normalize(${input}) as v`)).toBe(expected);
  });
  it.each(PERSON_CASES)('person_normalize(%j, %j) = %j', async (name, surname, expected) => {
    expect(await one(sql`select person_normalize(${name}, ${surname}) as v`)).toBe(expected);
    expect(normalizePerson(name, surname)).toBe(expected);
  });
});

describe('duplicate engine', () => {
  it('finds Hélène Lefèvre from her name typed without accents or capitals', async () => {
    const { project_id } = await heleneProject();
    const found = await findDuplicates({
      db: t.database.db,
      household: { ...base, name1: 'lefevre', surname1: 'helene' },
    });
    expect(found[0]).toMatchObject({
      kind: 'project',
      projectId: project_id,
      customerName: 'Hélène Lefèvre',
    });
    expect(found[0]?.reasons).toEqual(['name']);
  });

  it('finds her through a misspelt name (Lefebvre), as the first of two people (crossed)', async () => {
    const { project_id, customer_id } = await heleneProject();
    const found = await findDuplicates({
      db: t.database.db,
      household: { ...base, name1: 'Martin', surname1: 'Paul', name2: 'Lefebvre', surname2: 'Hélène' },
    });
    const hit = found.find((d) => d.projectId === project_id);
    expect(hit).toMatchObject({ customerId: customer_id, isProspect: false, projectStep: 1 });
    expect(hit?.reasons).toContain('name');
  });

  it('finds her through her phone written the international way, whatever the name', async () => {
    const { project_id } = await heleneProject();
    const found = await findDuplicates({
      db: t.database.db,
      household: { ...base, name1: 'Inconnu', surname1: 'Personne', phone: '+33 (0)6.11.22.33.44' },
    });
    expect(found[0]).toMatchObject({ projectId: project_id, reasons: ['phone'] });
  });

  it('finds her through her e-mail in capitals with a sub-address, and through her address', async () => {
    const { project_id } = await heleneProject();
    const byEmail = await findDuplicates({
      db: t.database.db,
      household: { ...base, name1: 'X', surname1: 'Y', email: ' Helene.Lefevre+site@EXEMPLE.fr' },
    });
    expect(byEmail[0]).toMatchObject({ projectId: project_id, reasons: ['email'] });
    const byAddress = await findDuplicates({
      db: t.database.db,
      household: { ...base, name1: 'X', surname1: 'Y', address: '8, Bd du Roi-René', postalCode: '49000' },
    });
    expect(byAddress[0]).toMatchObject({ projectId: project_id, reasons: ['address'] });
    // The same street in another town is another house.
    const elsewhere = await findDuplicates({
      db: t.database.db,
      household: { ...base, name1: 'X', surname1: 'Y', address: '8 bd du Roi René', postalCode: '13000' },
    });
    expect(elsewhere).toEqual([]);
  });

  it('ranks the strongest evidence first and stays quiet about mere namesakes', async () => {
    const { project_id } = await heleneProject();
    const found = await findDuplicates({
      db: t.database.db,
      household: {
        ...base,
        name1: 'Lefèvre',
        surname1: 'Hélène',
        phone: '0611223344',
        email: 'helene.lefevre@exemple.fr',
      },
    });
    expect(found[0]).toMatchObject({ projectId: project_id });
    expect(found[0]?.reasons).toEqual(['name', 'phone', 'email']);
    // Another Lefèvre (different first name) is not Hélène.
    const namesake = await findDuplicates({
      db: t.database.db,
      household: { ...base, name1: 'Lefèvre', surname1: 'Julien' },
    });
    expect(namesake.find((d) => d.projectId === project_id)).toBeUndefined();
  });

  it('finds a waiting website contact (same land parcel, typed differently) and can exclude one', async () => {
    const found = await findDuplicates({
      db: t.database.db,
      household: { ...base, name1: 'Autre', surname1: 'Nom', landParcel: '000 ab 123' },
    });
    expect(found[0]).toMatchObject({
      kind: 'contact',
      customerName: 'Marc et Julie Dubois',
      reasons: ['landParcel'],
    });
    const contactId = found[0]?.contactId ?? 0;
    const excluded = await findDuplicates({
      db: t.database.db,
      household: { ...base, name1: 'Autre', surname1: 'Nom', landParcel: 'AB123' },
      excludeContactId: contactId,
    });
    expect(excluded).toEqual([]);
  });

  it('has nothing to match on an empty household', async () => {
    expect(
      await findDuplicates({ db: t.database.db, household: { ...base, name1: '', surname1: '' } }),
    ).toEqual([]);
  });

  it('answers from indexes (trigram on names, b-tree on phones, e-mails, addresses)', async () => {
    const plans = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explain = async (where: ReturnType<typeof sql>) =>
        (await sqlRows<{ 'QUERY PLAN': string }>(tx, sql`explain select id from customers where ${where}`))
          .map((row) => row['QUERY PLAN'])
          .join('\n');
      return [
        await explain(sql`person_normalize(name1, surname1) % 'lefevre helene'`),
        await explain(sql`person_normalize(name2, surname2) % 'lefevre helene'`),
        await explain(sql`phone_normalize(phone) in ('0611223344')`),
        await explain(sql`email_normalize(email2) in ('a@b.fr')`),
        await explain(sql`postal_code = '49000' and address_normalize(address) = '8 boulevard du roi rene'`),
      ];
    });
    expect(plans[0]).toContain('customers_person1_trgm_idx');
    expect(plans[1]).toContain('customers_person2_trgm_idx');
    expect(plans[2]).toContain('customers_phone_key_idx');
    expect(plans[3]).toContain('customers_email2_key_idx');
    expect(plans[4]).toContain('customers_address_key_idx');
  });
});
