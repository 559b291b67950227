import {
  BP_DASHBOARD_LISTS,
  bpStepOf,
  bpTileOf,
  nextBpModificationStatus,
  type TBpDashboardList,
  type TBpDashboardResponse,
} from '@batir/shared/building-permits';
import { parisDay } from '@batir/shared/format';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, type DemoRole, demoUserId, login, type TestApp } from '../../../test/helpers';
import {
  customers,
  notifications,
  outboxMessages,
  projectHistory,
  projectPermits,
  projects,
} from '../../db/schema';

let t: TestApp;
const tokens = {} as Record<DemoRole, string>;
const ids = { changé: 0, léger: 0, gravigny: 0, hérouville: 0, own: 0 };
let salesmanId: number;
let customerUserId: number;

const byName = async (name: string) => {
  const [row] = await t.database.db
    .select({ id: projects.id, salesmanId: projects.salesmanId })
    .from(projects)
    .where(eq(projects.name, name));
  if (!row) throw new Error(`no demo project ${name}`);
  return row;
};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'technical', 'salesman', 'gridOperator', 'customer', 'craftsman'] as const)
    tokens[role] = (await login(t.app, role)).accessToken;
  salesmanId = await demoUserId(t, 'salesman');
  customerUserId = await demoUserId(t, 'customer');
  ids.changé = (await byName('Maison Dahlia à Changé')).id;
  ids.léger = (await byName('Maison Glycine à Saint-Léger-sous-Cholet')).id;
  ids.gravigny = (await byName('Maison Jasmin à Gravigny')).id;
  ids.hérouville = (await byName('Maison Fougère à Hérouville-Saint-Clair')).id;
  const [own] = await t.database.db
    .select({ id: projects.id })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(eq(customers.userId, customerUserId));
  if (!own) throw new Error('no customer project');
  ids.own = own.id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, role: DemoRole = 'admin', payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(tokens[role]),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const ok = async (method: Method, url: string, payload?: unknown, role: DemoRole = 'admin') => {
  const response = await call(method, url, role, payload);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().error).toBe(0);
  return response.json();
};

const dashboard = async (role: DemoRole = 'admin') =>
  (await ok('GET', '/api/buildingPermit', undefined, role)) as TBpDashboardResponse;
/** The dashboard lists a project appears in (every total, counters included, matching its list). */
const listsOf = async (projectId: number, role: DemoRole = 'admin') => {
  const board = await dashboard(role);
  for (const list of BP_DASHBOARD_LISTS) expect(board.totals[list], list).toBe(board[list].length);
  return BP_DASHBOARD_LISTS.filter((list) => board[list].some((entry) => entry.projectId === projectId));
};
const tileOf = async (projectId: number) => {
  const [row] = await t.database.db
    .select({ tile: projectPermits.bpTile })
    .from(projectPermits)
    .where(eq(projectPermits.projectId, projectId));
  return row?.tile;
};
const permit = async (projectId: number, role: DemoRole = 'admin') =>
  (await ok('GET', `/api/project/${projectId}/buildingPermit`, undefined, role)).buildingPermit;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe('pure rules', () => {
  it('bpTileOf and bpStepOf follow the permit', () => {
    const none = { printedAt: null, downloadedAt: null, depositedOn: null, issueDate: null };
    expect(bpTileOf(null)).toBe('waitingBpElements');
    expect(bpTileOf(none)).toBe('waitingBpElements');
    expect(bpTileOf({ ...none, printedAt: 'x' })).toBe('bpInProgress');
    expect(bpTileOf({ ...none, downloadedAt: 'x' })).toBe('bpInProgress');
    expect(bpTileOf({ ...none, printedAt: 'x', depositedOn: '2026-01-01' })).toBe('bpInstruction');
    expect(bpTileOf({ ...none, depositedOn: '2026-01-01', issueDate: '2026-03-01' })).toBe('bpFinished');
    expect(bpStepOf({ ...none, depositedOn: 'd', refusedOn: 'r' })).toBe('refused');
    expect(bpStepOf({ ...none, globalRefusalClosedAt: 'c' })).toBe('closed');
    expect(bpStepOf({ ...none, printedAt: 'p', downloadedAt: 'd' })).toBe('downloaded');
  });

  it('BP modifications move one step at a time', () => {
    expect(nextBpModificationStatus('waitingAddendum')).toBe('waitingAddendumCustomerSigned');
    expect(nextBpModificationStatus('invoice')).toBe('done');
    expect(nextBpModificationStatus('done')).toBeNull();
    expect(nextBpModificationStatus('cancelled')).toBeNull();
  });

  it('parisDay (the day a permit date may not pass) is a Paris calendar day', () => {
    expect(parisDay(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });
});

describe('demo data', () => {
  it('fills every dashboard list', async () => {
    const board = await dashboard();
    for (const list of BP_DASHBOARD_LISTS) {
      expect(board[list].length, list).toBeGreaterThan(0);
      expect(board.totals[list]).toBe(board[list].length);
    }
    const own = await dashboard('salesman');
    for (const list of BP_DASHBOARD_LISTS) {
      const mine = board[list].filter((entry) => own[list].some((e) => e.projectId === entry.projectId));
      expect(own[list], list).toEqual(mine);
      expect(own.totals[list], list).toBe(own[list].length);
    }
    const entry = board.waiting[0];
    expect(entry?.customerName).toBeTruthy();
    expect(entry?.projectName).toBeTruthy();
    expect(entry?.depositedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('a permit from nothing to granted: the dashboard after each action', () => {
  it('starts in no list', async () => {
    expect(await listsOf(ids.changé)).toEqual([]);
    const p = await permit(ids.changé);
    expect(p.step).toBe('toPrepare');
    expect(p.tile).toBe('waitingBpElements');
  });

  it('print → « Dossiers en préparation »', async () => {
    await ok('PUT', `/api/project/${ids.changé}/buildingPermit/print`);
    expect(await listsOf(ids.changé)).toEqual(['inProgress']);
    expect(await tileOf(ids.changé)).toBe('bpInProgress');
  });

  it('downloaded → still being prepared', async () => {
    await ok('PUT', `/api/project/${ids.changé}/buildingPermit/downloaded`);
    expect(await listsOf(ids.changé)).toEqual(['inProgress']);
    expect((await permit(ids.changé)).step).toBe('downloaded');
  });

  it('deposit: refuses a future date, then → « En instruction »', async () => {
    const future = await call('PUT', `/api/project/${ids.changé}/buildingPermit/deposited`, 'admin', {
      depositedOn: '2999-01-01',
      number: 'PC 1',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/futur/);
    const bad = await call('PUT', `/api/project/${ids.changé}/buildingPermit/deposited`, 'admin', {
      depositedOn: '12/01/2026',
    });
    expect(bad.statusCode).toBe(400);
    await ok('PUT', `/api/project/${ids.changé}/buildingPermit/deposited`, {
      depositedOn: daysAgo(10),
      number: 'PC 053 054 26 Z0001',
    });
    expect(await listsOf(ids.changé)).toEqual(['waiting']);
    expect(await tileOf(ids.changé)).toBe('bpInstruction');
    expect((await permit(ids.changé)).number).toBe('PC 053 054 26 Z0001');
  });

  it('confirm receipt of the deposit', async () => {
    await ok('PUT', `/api/buildingPermit/${ids.changé}/confirmReceipt`, {});
    expect((await permit(ids.changé)).receiptConfirmedAt).not.toBeNull();
  });

  it('additional documents: new → listed; received → gone; cancelled → gone', async () => {
    await ok('POST', `/api/buildingPermit/${ids.changé}/additionalDocument`, {
      description: 'Plan de masse coté',
      dueOn: daysAgo(-15),
    });
    expect(await listsOf(ids.changé)).toEqual(['waiting', 'bpAdditionalDocument']);
    let doc = (await permit(ids.changé)).additionalDocuments[0];
    await ok('PUT', `/api/buildingPermit/${ids.changé}/confirmReceipt`, { additionalDocumentId: doc.id });
    expect(await listsOf(ids.changé)).toEqual(['waiting']);

    await ok('POST', `/api/buildingPermit/${ids.changé}/additionalDocument`, { description: 'Notice' });
    doc = (await permit(ids.changé)).additionalDocuments[0];
    await ok('PUT', `/api/buildingPermit/${ids.changé}/cancelBpAdditionnalDocument`, { id: doc.id });
    expect(await listsOf(ids.changé)).toEqual(['waiting']);
    const again = await call(
      'PUT',
      `/api/buildingPermit/${ids.changé}/cancelBpAdditionnalDocument`,
      'admin',
      {
        id: doc.id,
      },
    );
    expect(again.statusCode).toBe(400);
    const past = await call('POST', `/api/buildingPermit/${ids.changé}/additionalDocument`, 'admin', {
      description: 'X',
      dueOn: daysAgo(3),
    });
    expect(past.statusCode).toBe(400);
  });

  it('an additional document converted → BP modification waiting for its addendum, then every status', async () => {
    await ok('POST', `/api/buildingPermit/${ids.changé}/additionalDocument`, {
      description: 'Façade sud modifiée',
    });
    const doc = (await permit(ids.changé)).additionalDocuments[0];
    await ok('PUT', `/api/buildingPermit/${ids.changé}/convertToBPModification`, {
      additionalDocumentId: doc.id,
    });
    expect(await listsOf(ids.changé)).toEqual(['bPModificationWaitingAddendum', 'waiting']);
    const modification = (await permit(ids.changé)).bPModification[0];
    expect(modification.description).toBe('Façade sud modifiée');

    // Advancing before the addendum amount is refused.
    const early = await call(
      'PUT',
      `/api/buildingPermit/${ids.changé}/bPModification/${modification.id}/status`,
      'admin',
      { status: 'waitingAddendumCustomerSigned' },
    );
    expect(early.statusCode).toBe(400);

    await ok('POST', `/api/buildingPermit/${ids.changé}/addendumBPModification`, {
      id: modification.id,
      amount: '1 250,50',
    });
    expect(await listsOf(ids.changé)).toEqual(['bPModificationWaitingAddendumCustomerSigned', 'waiting']);
    expect((await permit(ids.changé)).bPModification[0].addendumAmountCents).toBe(125_050);

    const skip = await call(
      'PUT',
      `/api/buildingPermit/${ids.changé}/bPModification/${modification.id}/status`,
      'admin',
      {
        status: 'invoice',
      },
    );
    expect(skip.statusCode).toBe(400);
    expect(skip.json().message).toMatch(/étape suivante/);

    const steps: [string, TBpDashboardList | null][] = [
      ['waitingPayment', 'bPModificationWaitingPayment'],
      ['inProgress', 'bPModificationInProgress'],
      ['invoice', 'bPModificationInvoice'],
      ['done', null],
    ];
    for (const [status, list] of steps) {
      await ok('PUT', `/api/buildingPermit/${ids.changé}/bPModification/${modification.id}/status`, {
        status,
      });
      expect(await listsOf(ids.changé)).toEqual(list ? [list, 'waiting'] : ['waiting']);
    }
    const cancelDone = await call('POST', `/api/buildingPermit/${ids.changé}/cancelBPModification`, 'admin', {
      id: modification.id,
    });
    expect(cancelDone.statusCode).toBe(400);
  });

  it('a modification created with its addendum, commented, then cancelled', async () => {
    await ok('POST', `/api/buildingPermit/${ids.changé}/addendumBPModification`, {
      description: 'Garage accolé',
      amount: 800,
    });
    expect(await listsOf(ids.changé)).toEqual(['bPModificationWaitingAddendumCustomerSigned', 'waiting']);
    const modification = (await permit(ids.changé)).bPModification[0];
    await ok('PUT', `/api/buildingPermit/${ids.changé}/sendBPModificationComment`, {
      id: modification.id,
      comment: 'Avenant envoyé au client',
    });
    expect((await permit(ids.changé)).bPModification[0].comment).toBe('Avenant envoyé au client');
    await ok('POST', `/api/buildingPermit/${ids.changé}/cancelBPModification`, { id: modification.id });
    expect(await listsOf(ids.changé)).toEqual(['waiting']);
    expect((await permit(ids.changé)).bPModification[0].status).toBe('cancelled');
  });

  it('issue date: refused in the future or before the deposit, then → « À facturer », permit granted', async () => {
    const future = await call('PUT', `/api/project/${ids.changé}/buildingPermit/issueDate`, 'admin', {
      issueDate: daysAgo(-2),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/futur/);
    const before = await call('PUT', `/api/project/${ids.changé}/buildingPermit/issueDate`, 'admin', {
      issueDate: daysAgo(20),
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toMatch(/précéder le dépôt/);
    await ok('PUT', `/api/project/${ids.changé}/buildingPermit/issueDate`, { issueDate: daysAgo(1) });
    expect(await listsOf(ids.changé)).toEqual(['toBilled']);
    expect(await tileOf(ids.changé)).toBe('bpFinished');
    const p = await permit(ids.changé);
    expect(p.step).toBe('granted');
    expect(p.issueDate).toBe(daysAgo(1));
  });

  it('records every step in the project history (the old permit page reads it)', async () => {
    const rows = await t.database.db
      .select({ kind: projectHistory.kind, label: projectHistory.label })
      .from(projectHistory)
      .where(eq(projectHistory.projectId, ids.changé));
    const kinds = rows.map((r) => r.kind);
    for (const kind of [
      'buildingPermit.print',
      'buildingPermit.downloaded',
      'buildingPermit.deposited',
      'buildingPermit.issueDate',
      'buildingPermit.modification.addendum',
      'buildingPermit.modification.cancel',
      'buildingPermit.additionalDocument.new',
    ])
      expect(kinds).toContain(kind);
    expect(rows.find((r) => r.kind === 'buildingPermit.deposited')?.label).toMatch(
      /Permis déposé en mairie le/,
    );
    const history = (await ok('GET', `/api/project/${ids.changé}/buildingPermit`)).history;
    expect(history.length).toBe(rows.length);
  });
});

describe('a refused permit', () => {
  it('refusal → « Plans à redessiner »; converted → modification and plans to redraw; print → preparation', async () => {
    const early = await call('PUT', `/api/project/${ids.léger}/buildingPermit/refusal`, 'admin', {
      refusedOn: daysAgo(1),
      reason: 'PLU',
    });
    expect(early.statusCode).toBe(400);
    await ok('PUT', `/api/project/${ids.léger}/buildingPermit/print`);
    await ok('PUT', `/api/project/${ids.léger}/buildingPermit/deposited`, {
      depositedOn: daysAgo(30),
      number: 'PC 9',
    });
    const noReason = await call('PUT', `/api/project/${ids.léger}/buildingPermit/refusal`, 'admin', {
      refusedOn: daysAgo(2),
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    await ok('PUT', `/api/project/${ids.léger}/buildingPermit/refusal`, {
      refusedOn: daysAgo(2),
      reason: 'Toiture non conforme au PLU',
    });
    expect(await listsOf(ids.léger)).toEqual(['planRedraw']);
    expect((await permit(ids.léger)).step).toBe('refused');
    const grant = await call('PUT', `/api/project/${ids.léger}/buildingPermit/issueDate`, 'admin', {
      issueDate: daysAgo(1),
    });
    expect(grant.statusCode).toBe(400);

    await ok('PUT', `/api/buildingPermit/${ids.léger}/convertToBPModification`, {});
    expect(await listsOf(ids.léger)).toEqual(['bPModificationWaitingAddendum', 'planRedraw']);
    const p = await permit(ids.léger);
    expect(p.refusedOn).toBeNull();
    expect(p.depositedOn).toBeNull();
    expect(p.bPModification[0].description).toMatch(/Modificatif suite au refus/);
    expect(await tileOf(ids.léger)).toBe('waitingBpElements');

    await ok('PUT', `/api/project/${ids.léger}/buildingPermit/print`);
    expect(await listsOf(ids.léger)).toEqual(['bPModificationWaitingAddendum', 'inProgress']);
  });

  it('global refusal closes the file: it leaves the permit lists and refuses further changes', async () => {
    await ok('PUT', `/api/project/${ids.gravigny}/buildingPermit/print`);
    await ok('PUT', `/api/project/${ids.gravigny}/buildingPermit/deposited`, { depositedOn: daysAgo(40) });
    await ok('PUT', `/api/project/${ids.gravigny}/buildingPermit/refusal`, {
      refusedOn: daysAgo(5),
      reason: 'Zone inondable',
    });
    const before = (await ok('GET', '/api/user/summary')).summary.buildingPermit;
    await ok('PUT', `/api/project/${ids.gravigny}/buildingPermit/globalRefusal`, {
      reason: 'Terrain inconstructible',
    });
    expect(await listsOf(ids.gravigny)).toEqual([]);
    expect((await permit(ids.gravigny)).step).toBe('closed');
    const after = (await ok('GET', '/api/user/summary')).summary.buildingPermit;
    expect(after.total).toBe(before.total - 1);
    const again = await call('PUT', `/api/project/${ids.gravigny}/buildingPermit/print`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/clos/);
  });
});

describe('other project routes', () => {
  it('PUT buildingPermit edits need, type, number and agreement date', async () => {
    await ok('PUT', `/api/project/${ids.hérouville}/buildingPermit`, {
      permitType: 'dp',
      number: 'DP 014 327 26',
      needed: 1,
    });
    const p = await permit(ids.hérouville);
    expect(p.permitType).toBe('dp');
    expect(p.number).toBe('DP 014 327 26');
    const empty = await call('PUT', `/api/project/${ids.hérouville}/buildingPermit`, 'admin', {});
    expect(empty.statusCode).toBe(400);
    const badType = await call('PUT', `/api/project/${ids.hérouville}/buildingPermit`, 'admin', {
      permitType: 'zz',
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toBeTruthy();
  });

  it('toggleBpShow adds then removes a type', async () => {
    const on = await ok('PUT', `/api/project/${ids.hérouville}/toggleBpShow`, { buildingPermitType: 'pcmi' });
    expect(on.bpShow).toEqual(['pcmi']);
    const off = await ok('PUT', `/api/project/${ids.hérouville}/toggleBpShow`, {
      buildingPermitType: 'pcmi',
    });
    expect(off.bpShow).toEqual([]);
  });

  it('send and mailToABM queue e-mails through the outbox; foreign files are refused', async () => {
    await ok('POST', `/api/project/${ids.hérouville}/buildingPermit/send`, {
      email: 'client@example.fr',
      message: 'Voici votre permis',
    });
    await ok('POST', `/api/project/${ids.hérouville}/buildingPermit/mailToABM`, {
      email: 'urbanisme@herouville.fr',
      message: 'Veuillez trouver le dossier',
      files: [],
    });
    const mails = await t.database.db
      .select({ to: outboxMessages.recipient, projectId: outboxMessages.projectId })
      .from(outboxMessages)
      .where(eq(outboxMessages.projectId, ids.hérouville));
    expect(mails.map((m) => m.to).sort()).toEqual(['client@example.fr', 'urbanisme@herouville.fr']);
    const foreign = await call('POST', `/api/project/${ids.hérouville}/buildingPermit/mailToABM`, 'admin', {
      email: 'urbanisme@herouville.fr',
      message: 'x',
      files: [999999],
    });
    expect(foreign.statusCode).toBe(400);
    const badMail = await call('POST', `/api/project/${ids.hérouville}/buildingPermit/send`, 'admin', {
      email: 'pas-un-mail',
      message: 'x',
    });
    expect(badMail.statusCode).toBe(400);
  });

  it('files and their states: only the permit files of the project', async () => {
    const [file] = await t.database.db
      .execute<{ id: number }>(
        sql`insert into files (linked_id, type, original_name, stored_key, mime, size_bytes, category)
          values (${ids.hérouville}, 'project', 'plan-masse.pdf', ${`bp-test-${Date.now()}`}, 'application/pdf', 10, 'buildingPermit')
          returning id`,
      )
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const list = await ok('GET', `/api/buildingPermit/${ids.hérouville}/files`);
    expect(list.files.map((f: { id: number }) => f.id)).toContain(file?.id);
    await ok('PUT', `/api/buildingPermit/${ids.hérouville}/files/state`, {
      files: [{ id: file?.id, state: 1 }],
    });
    const after = await ok('GET', `/api/buildingPermit/${ids.hérouville}/files`);
    expect(after.files.find((f: { id: number }) => f.id === file?.id)?.state).toBe(1);
    const badState = await call('PUT', `/api/buildingPermit/${ids.hérouville}/files/state`, 'admin', {
      files: [{ id: file?.id, state: 7 }],
    });
    expect(badState.statusCode).toBe(400);
    const foreign = await call('PUT', `/api/buildingPermit/${ids.changé}/files/state`, 'admin', {
      files: [{ id: file?.id, state: 2 }],
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('raise to salesman: a notification and an e-mail for the salesman', async () => {
    const { salesmanId: projectSalesman } = await byName('Maison Fougère à Hérouville-Saint-Clair');
    const live = vi.spyOn(t.app.realtime, 'emitNotification');
    await ok('PUT', `/api/buildingPermit/${ids.hérouville}/sendRaiseToSalesman`, {
      message: 'Il manque la signature du client',
    });
    // The bell of the salesman rings at once (live alert after the commit), not at his next reload.
    expect(live).toHaveBeenCalledTimes(1);
    expect(live.mock.calls[0]?.[0]).toMatchObject({
      user: [projectSalesman],
      alert: { name: 'buildingPermit', text: expect.stringMatching(/signature du client/) },
    });
    live.mockRestore();
    const [note] = await t.database.db
      .select({ userId: notifications.userId, text: notifications.text })
      .from(notifications)
      .where(and(eq(notifications.linkedId, ids.hérouville), eq(notifications.scName, 'buildingPermit')))
      .orderBy(desc(notifications.id));
    expect(note?.userId).toBe(projectSalesman);
    expect(note?.text).toMatch(/signature du client/);
    expect((await permit(ids.hérouville)).raisedToSalesmanAt).not.toBeNull();
  });

  it('alertPermitModification creates a BP modification and notifies the design office', async () => {
    const live = vi.spyOn(t.app.realtime, 'emitNotification');
    await ok('POST', `/api/project/${ids.hérouville}/alertPermitModification`, {
      message: 'Le client veut une fenêtre de plus',
      type: 'facade',
    });
    expect(live).toHaveBeenCalledTimes(1);
    expect(live.mock.calls[0]?.[0].user).toContain(await demoUserId(t, 'technical'));
    live.mockRestore();
    const p = await permit(ids.hérouville);
    expect(p.bPModification[0].status).toBe('waitingAddendum');
    expect(p.bPModification[0].description).toMatch(/Façades/);
    expect(await listsOf(ids.hérouville)).toContain('bPModificationWaitingAddendum');
    const technicalId = await demoUserId(t, 'technical');
    const rows = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, technicalId), eq(notifications.linkedId, ids.hérouville)));
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('ownership and access', () => {
  it('a customer reads their own project permit and files, not another, and changes nothing', async () => {
    await ok('GET', `/api/project/${ids.own}/buildingPermit`, undefined, 'customer');
    await ok('GET', `/api/buildingPermit/${ids.own}/files`, undefined, 'customer');
    expect((await call('GET', `/api/project/${ids.changé}/buildingPermit`, 'customer')).statusCode).toBe(403);
    expect((await call('GET', `/api/buildingPermit/${ids.changé}/files`, 'customer')).statusCode).toBe(403);
    expect((await call('PUT', `/api/project/${ids.own}/buildingPermit/print`, 'customer')).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/buildingPermit', 'customer')).statusCode).toBe(403);
  });

  it('a craftsman gets 403 everywhere', async () => {
    expect((await call('GET', `/api/project/${ids.own}/buildingPermit`, 'craftsman')).statusCode).toBe(403);
    expect((await call('GET', `/api/buildingPermit/${ids.own}/files`, 'craftsman')).statusCode).toBe(403);
    expect((await call('GET', '/api/buildingPermit', 'craftsman')).statusCode).toBe(403);
  });

  it('a salesman sees and changes only the projects he follows', async () => {
    const rows = await t.database.db
      .select({ id: projects.id, salesmanId: projects.salesmanId })
      .from(projects)
      .where(and(eq(projects.isProspect, false), eq(projects.isArchived, false)));
    const mine = rows.find((r) => r.salesmanId === salesmanId);
    const other = rows.find((r) => r.salesmanId !== salesmanId);
    if (!mine || !other) throw new Error('demo data');
    await ok('GET', `/api/project/${mine.id}/buildingPermit`, undefined, 'salesman');
    expect((await call('GET', `/api/project/${other.id}/buildingPermit`, 'salesman')).statusCode).toBe(403);
    expect((await call('PUT', `/api/project/${other.id}/buildingPermit/print`, 'salesman')).statusCode).toBe(
      403,
    );
    const board = await dashboard('salesman');
    const mineIds = new Set(rows.filter((r) => r.salesmanId === salesmanId).map((r) => r.id));
    for (const list of BP_DASHBOARD_LISTS)
      for (const entry of board[list]) expect(mineIds.has(entry.projectId), list).toBe(true);
  });

  it('a grid operator reads but does not change', async () => {
    const gridId = await demoUserId(t, 'gridOperator');
    const [row] = await t.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.salesmanId, gridId));
    if (row) {
      expect(
        (await call('PUT', `/api/project/${row.id}/buildingPermit/print`, 'gridOperator')).statusCode,
      ).toBe(403);
    }
    expect((await call('GET', '/api/buildingPermit', 'gridOperator')).statusCode).toBe(200);
  });

  it('bad ids are a 4xx with a French message; unknown projects 404', async () => {
    const bad = await call('GET', '/api/project/abc/buildingPermit');
    expect(bad.statusCode).toBe(400);
    const missing = await call('GET', '/api/project/999999/buildingPermit');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Projet introuvable.');
    const unknownModification = await call(
      'POST',
      `/api/buildingPermit/${ids.own}/cancelBPModification`,
      'admin',
      {
        id: 999999,
      },
    );
    expect(unknownModification.statusCode).toBe(404);
  });
});

describe('summary counters', () => {
  it('count the permits of live customer projects: total = done + constitution + waiting', async () => {
    const admin = (await ok('GET', '/api/user/summary')).summary.buildingPermit;
    expect(admin.total).toBe(admin.done + admin.constitution + admin.waiting);
    expect(admin.done).toBeGreaterThan(0);
    expect(admin.waiting).toBeGreaterThan(0);
    const salesman = (await ok('GET', '/api/user/summary', undefined, 'salesman')).summary.buildingPermit;
    expect(salesman.total).toBeLessThanOrEqual(admin.total);
  });
});
