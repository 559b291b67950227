import { financingListOf } from '@batir/shared/financing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoUserId, login, type TestApp } from '../../../test/helpers';
import { auditLog, customers, projectFinancings, projects } from '../../db/schema';
import { FIXTURES, multipartBody } from '../files/multipart.test-helper';

let t: TestApp;
let admin: string;
let salesman: string;
let customer: string;
let craftsman: string;
let technical: string;
/** A live customer project of the demo salesperson with no financing, one of another salesperson. */
let mine: number;
let foreign: number;
/** The customer account's own project (Joué-lès-Tours), and another household's. */
let customersOwn: number;

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** Which dashboard list holds the project now (null: none), as the admin sees it. */
async function listOf(projectId: number): Promise<string | null> {
  const answer = (await call('GET', '/api/financing?limit=500', admin)).json();
  for (const list of ['asked', 'waiting', 'done'] as const) {
    if (answer[list].list.some((entry: { projectId: number }) => entry.projectId === projectId)) return list;
  }
  return null;
}

async function summaryFinancing(token: string) {
  return (await call('GET', '/api/user/summary', token)).json().summary.financing;
}

function uploadAttestation(
  projectId: number,
  token: string,
  ids = '{"kind":"loanOffer"}',
  category = 'financing',
) {
  const body = multipartBody({ category, ids }, [{ name: 'offres.pdf', data: FIXTURES.pdf }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/attachment/${projectId}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const token = async (role: 'admin' | 'salesman' | 'customer' | 'craftsman' | 'technical') =>
    (await login(t.app, role)).accessToken;
  [admin, salesman, customer, craftsman, technical] = await Promise.all([
    token('admin'),
    token('salesman'),
    token('customer'),
    token('craftsman'),
    token('technical'),
  ]);
  const salesmanId = await demoUserId(t, 'salesman');
  const customerUser = await demoUserId(t, 'customer');
  const rows = await t.database.db
    .select({ id: projects.id, salesmanId: projects.salesmanId, userId: customers.userId })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(
      and(eq(projects.isProspect, false), eq(projects.isArchived, false), eq(customers.isArchived, false)),
    )
    .orderBy(projects.id);
  const financed = new Set(
    (await t.database.db.select({ id: projectFinancings.projectId }).from(projectFinancings)).map(
      (r) => r.id,
    ),
  );
  const free = rows.filter((row) => !financed.has(row.id));
  const mineRow = free.find((row) => row.salesmanId === salesmanId);
  const foreignRow = rows.find((row) => row.salesmanId !== salesmanId);
  const own = rows.find((row) => row.userId === customerUser);
  if (!mineRow || !foreignRow || !own) throw new Error('demo customer projects missing');
  mine = mineRow.id;
  foreign = foreignRow.id;
  customersOwn = own.id;
});

afterAll(async () => {
  await t?.close();
});

describe('financingListOf (the one rule of the lists)', () => {
  const none = { requestedAt: null, sentAt: null, loanOffersReceivedOn: null, cancelledAt: null };
  it('places a financing in asked, waiting or done, and a cancelled one nowhere', () => {
    expect(financingListOf(none)).toBeNull();
    expect(financingListOf({ ...none, requestedAt: '2026-01-01' })).toBe('asked');
    expect(financingListOf({ ...none, requestedAt: '2026-01-01', sentAt: '2026-01-02' })).toBe('waiting');
    expect(
      financingListOf({ ...none, requestedAt: 'x', sentAt: 'x', loanOffersReceivedOn: '2026-01-03' }),
    ).toBe('done');
    expect(financingListOf({ ...none, requestedAt: 'x', sentAt: 'x', cancelledAt: 'x' })).toBeNull();
  });
});

describe('demo data and GET /api/financing', () => {
  it('lists the demo financings in their lists with names, bank and amounts', async () => {
    const response = await call('GET', '/api/financing', admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.asked.total).toBeGreaterThanOrEqual(2);
    expect(body.waiting.total).toBeGreaterThanOrEqual(2);
    expect(body.done.total).toBeGreaterThanOrEqual(2);
    expect(body.total).toBe(body.asked.total + body.waiting.total + body.done.total);
    const joue = body.waiting.list.find((e: { projectId: number }) => e.projectId === customersOwn);
    expect(joue).toMatchObject({
      projectName: 'Maison Aubépine à Joué-lès-Tours',
      customerName: 'Camille et Julien Durand',
      bankName: 'Crédit Agricole de la Touraine et du Poitou',
      totalNeedCents: 28_450_000,
      loansCents: 25_950_000,
    });
    expect(joue.salesman?.name).toBeTruthy();
    // The cancelled one (Lucé) is in no list.
    const all = [...body.asked.list, ...body.waiting.list, ...body.done.list];
    expect(all.some((e: { projectName: string }) => e.projectName === 'Maison Hortensia à Lucé')).toBe(false);
  });

  it('shows a salesperson only their projects; caps each list; refuses customers and craftsmen', async () => {
    const salesmanId = await demoUserId(t, 'salesman');
    const mineOnly = (await call('GET', '/api/financing', salesman)).json();
    for (const list of ['asked', 'waiting', 'done'] as const) {
      for (const entry of mineOnly[list].list) expect(entry.salesman?.id).toBe(salesmanId);
    }
    const capped = (await call('GET', '/api/financing?limit=1', admin)).json();
    expect(capped.asked.list.length).toBeLessThanOrEqual(1);
    expect(capped.asked.total).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/api/financing', customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/financing', craftsman)).statusCode).toBe(403);
    expect((await call('GET', '/api/financing?limit=0', admin)).statusCode).toBe(400);
  });

  it('counts the same in the summary', async () => {
    const lists = (await call('GET', '/api/financing', admin)).json();
    expect(await summaryFinancing(admin)).toEqual({
      total: lists.total,
      asked: lists.asked.total,
      waiting: lists.waiting.total,
      done: lists.done.total,
    });
  });
});

describe('GET /api/financing pages (each list walks its own index, totals from the counters)', () => {
  type Entry = {
    projectId: number;
    salesman: { id: number } | null;
    requestedAt: string | null;
    sentAt: string | null;
    loanOffersReceivedOn: string | null;
  };
  const LISTS = ['asked', 'waiting', 'done'] as const;
  const milestone = (list: (typeof LISTS)[number], e: Entry) =>
    (list === 'done' ? e.loanOffersReceivedOn : list === 'waiting' ? e.sentAt : e.requestedAt) ?? '';

  it('orders each list newest first by its milestone, pages it, and totals every row', async () => {
    const all = (await call('GET', '/api/financing?limit=500', admin)).json();
    const first = (await call('GET', '/api/financing?limit=1', admin)).json();
    for (const list of LISTS) {
      const entries: Entry[] = all[list].list;
      expect(all[list].total).toBe(entries.length);
      const sorted = [...entries].sort(
        (a, b) =>
          milestone(list, b).localeCompare(milestone(list, a)) || (b.projectId > a.projectId ? 1 : -1),
      );
      expect(entries.map((e) => e.projectId)).toEqual(sorted.map((e) => e.projectId));
      expect(first[list].list).toEqual(entries.slice(0, 1));
      expect(first[list].total).toBe(all[list].total);
    }
    expect(first.total).toBe(all.total);
  });

  it("gives a salesperson the admin's rows of their projects, with their own totals", async () => {
    const salesmanId = await demoUserId(t, 'salesman');
    const all = (await call('GET', '/api/financing?limit=500', admin)).json();
    const own = (await call('GET', '/api/financing?limit=500', salesman)).json();
    for (const list of LISTS) {
      const expected = all[list].list.filter((e: Entry) => e.salesman?.id === salesmanId);
      expect(own[list].list).toEqual(expected);
      expect(own[list].total).toBe(expected.length);
    }
  });
});

describe('the journey of one financing, list after each action', () => {
  it('needs, loans, bank, request → asked, sent → waiting, attestation → done, unlock, cancel, again', async () => {
    const base = `/api/project/${mine}/financing`;
    const initial = (await call('GET', base, salesman)).json();
    expect(initial.financing).toMatchObject({ state: 'none', list: null, loans: [], canEdit: true });
    expect(await listOf(mine)).toBeNull();
    const before = await summaryFinancing(admin);

    // Needs in euros (French string and number), stored in cents.
    const need = await call('PUT', `${base}/need`, salesman, {
      totalNeed: '250 000,50',
      personalContribution: 20000,
    });
    expect(need.statusCode).toBe(200);
    expect(need.json().financing).toMatchObject({
      totalNeedCents: 25_000_050,
      personalContributionCents: 2_000_000,
      remainingCents: 23_000_050,
    });
    expect(await listOf(mine)).toBeNull();

    const loan = await call('POST', `${base}/loan`, salesman, {
      kind: 'main',
      bank: 'Crédit Mutuel',
      amount: '180000',
      rate: '3,45',
      durationMonths: 300,
    });
    expect(loan.statusCode).toBe(200);
    const [created] = loan.json().financing.loans;
    expect(created).toMatchObject({
      kind: 'main',
      amountCents: 18_000_000,
      rate: '3.450',
      durationMonths: 300,
    });
    const ptz = await call('POST', `${base}/loan`, salesman, { kind: 'ptz', amount: 30000.5 });
    expect(ptz.json().financing.loansCents).toBe(21_000_050);
    const ptzId = ptz.json().financing.loans[1].id;
    const edited = await call('PUT', `${base}/loan/${ptzId}`, salesman, {
      kind: 'ptz',
      amount: 40000,
      rate: 0,
    });
    expect(edited.json().financing.loansCents).toBe(22_000_000);
    expect(edited.json().financing.remainingCents).toBe(1_000_050);
    const removed = await call('DELETE', `${base}/loan/${ptzId}`, salesman);
    expect(removed.json().financing.loans).toHaveLength(1);
    expect((await call('DELETE', `${base}/loan/${ptzId}`, salesman)).statusCode).toBe(404);

    const bank = await call('PUT', `${base}/bankInfo`, salesman, {
      bankName: 'Crédit Mutuel de Tours',
      bankAdviser: 'M. Durand',
      bankPhone: '02 47 00 00 00',
      bankEmail: 'conseiller@cm.fr',
      broker: '',
    });
    expect(bank.statusCode).toBe(200);
    expect(bank.json().financing.bankName).toBe('Crédit Mutuel de Tours');

    // Not requested yet: cannot be sent nor cancelled.
    const early = await call('PUT', `${base}/sent`, salesman);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Le financement n'a pas encore été demandé.");
    expect((await call('PUT', `/api/financing/${mine}/cancel`, salesman)).statusCode).toBe(409);

    const asked = await call('PUT', `${base}/request`, salesman);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().financing).toMatchObject({ state: 'asked', list: 'asked' });
    expect(await listOf(mine)).toBe('asked');
    expect((await call('PUT', `${base}/request`, salesman)).statusCode).toBe(409);
    const afterAsk = await summaryFinancing(admin);
    expect(afterAsk.asked).toBe(before.asked + 1);
    expect(afterAsk.total).toBe(before.total + 1);

    // Offers cannot be attested before sending.
    expect((await call('PUT', `${base}/loanOffers`, salesman, { receivedOn: '01/01/2026' })).statusCode).toBe(
      409,
    );

    const sent = await call('PUT', `${base}/sent`, salesman);
    expect(sent.json().financing).toMatchObject({ state: 'sent', list: 'waiting' });
    expect(await listOf(mine)).toBe('waiting');
    expect((await summaryFinancing(admin)).waiting).toBe(before.waiting + 1);
    expect((await call('PUT', `${base}/unlock`, salesman)).statusCode).toBe(409);

    // The attestation file is required.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const [y, m, d] = today.split('-');
    const noFile = await call('PUT', `${base}/loanOffers`, salesman, { receivedOn: `${d}/${m}/${y}` });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe("Joignez l'attestation des offres de prêt.");
    // A financing file of another kind does not count.
    expect((await uploadAttestation(mine, salesman, '{"kind":"other"}')).statusCode).toBe(200);
    expect((await call('PUT', `${base}/loanOffers`, salesman, { receivedOn: today })).statusCode).toBe(400);
    expect((await uploadAttestation(mine, salesman)).statusCode).toBe(200);
    expect((await call('PUT', `${base}/loanOffers`, salesman, { receivedOn: '2099-01-01' })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', `${base}/loanOffers`, salesman, { receivedOn: '31/02/2026' })).statusCode).toBe(
      400,
    );
    const attested = await call('PUT', `${base}/loanOffers`, salesman, { receivedOn: `${d}/${m}/${y}` });
    expect(attested.statusCode).toBe(200);
    expect(attested.json().financing).toMatchObject({
      state: 'offersReceived',
      list: 'done',
      loanOffersReceivedOn: today,
    });
    expect(attested.json().financing.attestationLoanOffers).toMatchObject([{ name: 'offres.pdf' }]);
    expect(await listOf(mine)).toBe('done');
    expect((await summaryFinancing(admin)).done).toBe(before.done + 1);

    const unlocked = await call('PUT', `${base}/unlock`, salesman);
    expect(unlocked.json().financing).toMatchObject({ state: 'unlocked', list: 'done' });
    expect(await listOf(mine)).toBe('done');

    const comment = await call('PUT', `/api/project/${mine}/financingComment`, salesman, {
      comment: ' Dossier complet ',
    });
    expect(comment.json().financing.comment).toBe('Dossier complet');

    const cancelled = await call('PUT', `/api/financing/${mine}/cancel`, salesman);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().financing).toMatchObject({ state: 'cancelled', list: null });
    expect(await listOf(mine)).toBeNull();
    expect(await summaryFinancing(admin)).toEqual(before);
    expect((await call('PUT', `${base}/sent`, salesman)).json().message).toBe(
      'Ce financement est annulé : demandez-le à nouveau.',
    );

    // Requested again: starts over in "asked".
    const again = await call('PUT', `${base}/request`, salesman);
    expect(again.json().financing).toMatchObject({
      state: 'asked',
      sentAt: null,
      loanOffersReceivedOn: null,
      unlockedAt: null,
    });
    expect(await listOf(mine)).toBe('asked');

    // History: every step, newest first, with French labels; audit rows written.
    const history = (await call('GET', `${base}/history`, salesman)).json().history;
    const labels = history.map((h: { label: string }) => h.label);
    expect(labels[0]).toBe('Financement demandé à nouveau');
    expect(labels).toEqual(
      expect.arrayContaining([
        'Financement annulé',
        'Fonds débloqués',
        'Dossier de financement envoyé à la banque',
        'Financement demandé',
        'Prêt ajouté : Prêt principal, 180\u00a0000,00\u00a0€ (Crédit Mutuel)',
        'Informations bancaires modifiées : Crédit Mutuel de Tours',
      ]),
    );
    expect(labels.some((l: string) => l.startsWith('Offres de prêt reçues le '))).toBe(true);
    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'project_financing'), eq(auditLog.entityId, String(mine))));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'financing.request',
        'financing.sent',
        'financing.loanOffers',
        'financing.cancel',
      ]),
    );
  });
});

describe('ownership and validation', () => {
  it('lets the customer read their own project only, read-only', async () => {
    const own = await call('GET', `/api/project/${customersOwn}/financing`, customer);
    expect(own.statusCode).toBe(200);
    expect(own.json().financing).toMatchObject({ state: 'sent', canEdit: false });
    expect(own.json().financing.loans).toHaveLength(2);
    expect((await call('GET', `/api/project/${customersOwn}/financing/history`, customer)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/project/${mine}/financing`, customer)).statusCode).toBe(403);
    expect((await call('PUT', `/api/project/${customersOwn}/financing/request`, customer)).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `/api/project/${customersOwn}/financingComment`, customer, { comment: 'x' }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses craftsmen, and salespeople on a project they do not follow', async () => {
    expect((await call('GET', `/api/project/${mine}/financing`, craftsman)).statusCode).toBe(403);
    expect((await call('GET', `/api/project/${foreign}/financing`, salesman)).statusCode).toBe(403);
    expect((await call('PUT', `/api/project/${foreign}/financing/request`, salesman)).statusCode).toBe(403);
    expect((await call('PUT', `/api/financing/${foreign}/cancel`, salesman)).statusCode).toBe(403);
    expect((await call('GET', `/api/project/${foreign}/financing`, technical)).statusCode).toBe(200);
    expect((await call('GET', '/api/project/99999999/financing', admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/project/abc/financing', admin)).statusCode).toBe(400);
  });

  it('answers French 400s on bad input, never 500', async () => {
    const base = `/api/project/${mine}/financing`;
    const bad = [
      ['PUT', `${base}/need`, { totalNeed: '12,345', personalContribution: null }],
      ['PUT', `${base}/need`, { totalNeed: -5, personalContribution: null }],
      ['PUT', `${base}/need`, { totalNeed: 'beaucoup', personalContribution: null }],
      ['POST', `${base}/loan`, { kind: 'gift', amount: 100 }],
      ['POST', `${base}/loan`, { kind: 'main', amount: 0 }],
      ['POST', `${base}/loan`, { kind: 'main', amount: 100, rate: 35 }],
      ['POST', `${base}/loan`, { kind: 'main', amount: 100, durationMonths: 1000 }],
      ['PUT', `${base}/bankInfo`, { bankEmail: 'pas-un-email' }],
      ['PUT', `${base}/loanOffers`, {}],
      ['PUT', `/api/project/${mine}/financingComment`, { comment: 'x'.repeat(5001) }],
    ] as const;
    for (const [method, url, body] of bad) {
      const response = await call(method, url, admin, body);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const amount = await call('PUT', `${base}/need`, admin, {
      totalNeed: '12,345',
      personalContribution: null,
    });
    expect(amount.json().fields.totalNeed).toMatch(/Montant invalide/);
    expect((await call('PUT', `${base}/loan/99999`, admin, { kind: 'main', amount: 1 })).statusCode).toBe(
      404,
    );
    // A loan of another project cannot be changed through this one.
    const otherLoan = (await call('GET', `/api/project/${customersOwn}/financing`, admin)).json().financing
      .loans[0].id;
    expect((await call('DELETE', `${base}/loan/${otherLoan}`, admin)).statusCode).toBe(404);
  });
});
