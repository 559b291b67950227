/**
 * The customer file's timeline (GET /api/project/{project}/history) in French (issue 15, defect 10): values
 * some writers keep raw (booleans, state codes, dates, cents, ids) are shown as the screens show them,
 * rows written before included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoUserId, login, type TestApp } from '../../../test/helpers';
import { customers, projectHistory, projects } from '../../db/schema';

let t: TestApp;
let salesman: string;
let salesmanId: number;
let household: number;
let project: number;

beforeAll(async () => {
  t = await createTestApp();
  salesman = (await login(t.app, 'salesman')).accessToken;
  salesmanId = await demoUserId(t, 'salesman');
  const [customer] = await t.database.db
    .insert(customers)
    .values({ name1: 'Chronologie', surname1: 'Test', email: 'chronologie@exemple.fr' })
    .returning({ id: customers.id });
  household = customer?.id ?? 0;
  const [row] = await t.database.db
    .insert(projects)
    .values({ customerId: household, name: 'Maison Chronologie', salesmanId, step: 1 })
    .returning({ id: projects.id });
  project = row?.id ?? 0;
});
afterAll(() => t.close());

type Item = { kind: string; label: string; from: string | null; to: string | null };
const timeline = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/project/${project}/history?limit=50`,
      headers: bearer(salesman),
    })
  ).json().list as Item[];

describe('the customer file timeline in French', () => {
  it('archiving the household: « Actif → Archivé », not « false → true »', async () => {
    const archive = await t.app.inject({
      method: 'POST',
      url: '/api/customer/archive',
      headers: bearer(salesman),
      payload: { customer: household },
    });
    expect(archive.statusCode).toBe(200);
    const [line] = await timeline();
    expect(line).toMatchObject({ label: 'Projet archivé avec le foyer', from: 'Actif', to: 'Archivé' });
  });

  it('rows written with raw values read in French', async () => {
    const raw = (kind: string, from: string | null, to: string | null) => ({
      projectId: project,
      userId: salesmanId,
      kind,
      label: kind,
      fromValue: from,
      toValue: to,
    });
    await t.database.db
      .insert(projectHistory)
      .values([
        raw('land.status', 'searching', 'underOffer'),
        raw('land.agreement', null, '2026-11-26'),
        raw('constitution.piece', 'missing', 'accepted'),
        raw('logisbox.appointment', null, '2026-11-26T09:30:00.000Z'),
        raw('crc.kitchen', 'neutral', 'error'),
        raw('crcShow.plan', 'false', 'true'),
        raw('financing.need', null, '2500000'),
        raw('financing.loan', null, '12'),
        raw('buildingPermit.need', 'non', 'oui'),
        raw('buildingPermit.number', null, '037261'),
      ]);
    const byKind = new Map((await timeline()).map((item) => [item.kind, [item.from, item.to]]));
    expect(Object.fromEntries(byKind)).toMatchObject({
      'land.status': ['En recherche', 'Sous compromis'],
      'land.agreement': [null, '26/11/2026'],
      'constitution.piece': ['Manquante', 'Acceptée'],
      'logisbox.appointment': [null, '26/11/2026 10:30'],
      'crc.kitchen': ['Neutre', 'Erreur'],
      'crcShow.plan': ['Masqué au client', 'Affiché au client'],
      'financing.need': [null, '25\u00a0000,00\u00a0€'],
      // A loan's id says nothing: the label names the loan.
      'financing.loan': [null, null],
      'buildingPermit.need': ['Non', 'Oui'],
      // A permit number stays as typed, digits included.
      'buildingPermit.number': [null, '037261'],
    });
  });
});
