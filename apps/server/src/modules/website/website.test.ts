import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, sqlRows, type TestApp } from '../../../test/helpers';
import { contacts, notifications } from '../../db/schema';
import { CONTACTS_PER_MINUTE, TOO_MANY_CONTACTS } from './website.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = {
  name1: 'Lefèvre',
  surname1: 'Hélène',
  email: 'Helene.Lefevre@exemple.fr',
  phone: '+33 6 11 22 33 44',
  address: '8 bd du Roi René',
  postalCode: '49000',
  city: 'Angers',
  landParcel: '000 AB 0456',
  message: 'Nous voudrions faire construire une maison de plain-pied.',
};

const post = (payload: unknown, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/website/form/contact',
    payload: payload as object,
    remoteAddress,
  });

async function userIds(emails: string[]) {
  const rows = await sqlRows<{ id: number; email: string }>(
    t.database.db,
    sql`select id, email from users where email in (${sql.join(
      emails.map((e) => sql`${e}`),
      sql`, `,
    )})`,
  );
  return Object.fromEntries(rows.map((row) => [row.email, row.id]));
}

describe('POST /api/website/form/contact', () => {
  it('stores the request with its matching keys and notifies the admins and the salespeople of the area', async () => {
    const response = await post({ ...form, name2: 'Lefèvre', surname2: 'Marc' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: 0, message: expect.stringContaining('bien été envoyée') });

    const [stored] = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.landParcel, '000 AB 0456'));
    expect(stored).toMatchObject({
      status: 'waiting',
      name2: 'Lefèvre',
      surname2: 'Marc',
      phoneKey: '0611223344',
      emailKey: 'helene.lefevre@exemple.fr',
      addressKey: '8 boulevard du roi rene',
      landParcelKey: 'AB456',
    });

    // 49000: Sophie Garnier covers the 49; Nathalie Bertrand (45, 41) is not told.
    const ids = await userIds([
      'admin@demo.batir.fr',
      'commercial@demo.batir.fr',
      'n.bertrand@demo.batir.fr',
    ]);
    const recipients = await t.database.db
      .select({ userId: notifications.userId, scName: notifications.scName, text: notifications.text })
      .from(notifications)
      .where(eq(notifications.linkedId, stored?.id ?? 0));
    expect(recipients.map((r) => r.userId).sort()).toEqual(
      [ids['admin@demo.batir.fr'], ids['commercial@demo.batir.fr']].sort(),
    );
    expect(recipients[0]).toMatchObject({
      scName: 'newContact',
      text: 'Nouveau contact : Hélène et Marc Lefèvre (49000 Angers)',
    });
  });

  it('tells every salesperson when nobody covers the postal code', async () => {
    await post({ ...form, postalCode: '13000', city: 'Marseille', landParcel: 'ZZ 1' });
    const [stored] = await t.database.db.select().from(contacts).where(eq(contacts.landParcel, 'ZZ 1'));
    const [row] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notifications where linked_id = ${stored?.id ?? 0}`,
    );
    // 1 admin + 4 active salespeople.
    expect(row?.n).toBe(5);
  });

  it('refuses invalid input with French messages', async () => {
    const response = await post({
      name1: '',
      surname1: 'Hélène',
      postalCode: '4900',
      city: 'Angers',
      email: 'pas-un-mail',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe(400);
    expect(body.fields).toMatchObject({
      name1: 'Indiquez votre nom',
      postalCode: 'Code postal invalide (5 chiffres)',
      email: 'Adresse e-mail invalide',
    });
    const unreachable = await post({ ...form, email: '', phone: '  ' });
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json().fields.phone).toBe(
      'Indiquez un téléphone ou une adresse e-mail pour que nous puissions vous recontacter',
    );
    const badPhone = await post({ ...form, phone: '06 11' });
    expect(badPhone.json().fields.phone).toBe('Numéro de téléphone invalide');
  });

  it(`accepts ${CONTACTS_PER_MINUTE} requests a minute from one address, then answers 429 in French`, async () => {
    const ip = nextIp();
    for (let i = 0; i < CONTACTS_PER_MINUTE; i += 1) {
      expect((await post({ ...form, landParcel: `RL ${i}` }, ip)).statusCode).toBe(200);
    }
    const refused = await post({ ...form, landParcel: 'RL 99' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 429, code: 'RATE_LIMITED', message: TOO_MANY_CONTACTS });
    const [row] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from contacts where land_parcel = 'RL 99'`,
    );
    expect(row?.n).toBe(0);
    // Someone else is not held back.
    expect((await post({ ...form, landParcel: 'RL 100' })).statusCode).toBe(200);
  });
});
