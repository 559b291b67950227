import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type DemoRole, demoUserId, login, type TestApp } from '../../../test/helpers';
import {
  auditLog,
  customers,
  elevationSurveys,
  projectProspects,
  projects,
  userComments,
  users,
} from '../../db/schema';

let t: TestApp;
const tokens = {} as Record<DemoRole, string>;
let salesmanId: number;
let adminId: number;
let customerUserId: number;
/** Prospect projects followed by the demo salesperson, and one followed by someone else. */
let mine: { id: number; customerId: number };
let mine2: { id: number; customerId: number };
let other: { id: number; customerId: number; salesmanId: number };
/** The demo customer's own project, and a project of another household. */
let customerProject: { id: number; customerId: number };
let otherCustomerProject: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'technical', 'salesman', 'customer', 'craftsman'] as const)
    tokens[role] = (await login(t.app, role)).accessToken;
  salesmanId = await demoUserId(t, 'salesman');
  adminId = await demoUserId(t, 'admin');
  customerUserId = await demoUserId(t, 'customer');
  const db = t.database.db;
  const rows = await db
    .select({
      id: projects.id,
      customerId: projects.customerId,
      salesmanId: projects.salesmanId,
      isProspect: projects.isProspect,
      isArchived: projects.isArchived,
      customerArchived: customers.isArchived,
      userId: customers.userId,
    })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .orderBy(projects.id);
  const live = rows.filter((r) => r.isProspect && !r.isArchived && !r.customerArchived);
  const ofSalesman = live.filter((r) => r.salesmanId === salesmanId);
  const foreign = live.find((r) => r.salesmanId !== salesmanId && r.salesmanId !== null);
  const own = rows.find((r) => r.userId === customerUserId);
  const notOwn = rows.find((r) => r.userId !== customerUserId);
  if (!ofSalesman[0] || !ofSalesman[1] || !foreign?.salesmanId || !own || !notOwn)
    throw new Error('demo data missing');
  mine = ofSalesman[0];
  mine2 = ofSalesman[1];
  other = { id: foreign.id, customerId: foreign.customerId, salesmanId: foreign.salesmanId };
  customerProject = own;
  otherCustomerProject = notOwn;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, role: DemoRole = 'admin', payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(tokens[role]),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function auditRows(action: string, projectId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        eq(auditLog.entity, 'project'),
        eq(auditLog.entityId, String(projectId)),
      ),
    )
    .orderBy(desc(auditLog.id));
}

async function tileOf(projectId: number, role: DemoRole = 'admin') {
  const list = (await call('GET', '/api/prospects?limit=100', role)).json().list as {
    projectId: number;
    tile: string;
  }[];
  return list.find((p) => p.projectId === projectId)?.tile;
}

describe('contact attempts', () => {
  it('records an attempt by the caller on his project, moves the prospect to "en contact" and audits it', async () => {
    expect(await tileOf(mine.id, 'salesman')).toBe('toContact');
    const response = await call('POST', `/api/contactAttempt/project/${mine.id}`, 'salesman', {
      channel: 'phone',
      outcome: 'noAnswer',
      comment: '  Rappeler demain  ',
    });
    expect(response.statusCode).toBe(200);
    const { contactAttempt } = response.json();
    expect(contactAttempt).toMatchObject({
      projectId: mine.id,
      channel: 'phone',
      outcome: 'noAnswer',
      comment: 'Rappeler demain',
      user: { id: salesmanId, name: 'Sophie Garnier' },
    });
    expect(contactAttempt.customerName).not.toBe('');
    expect(await tileOf(mine.id, 'salesman')).toBe('inContact');
    const audit = await auditRows('contactAttempt.add', mine.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.userId).toBe(salesmanId);
  });

  it("refuses another salesperson's project (403), customers and craftsmen (403), bad input (French 400)", async () => {
    const body = { channel: 'email', outcome: 'reached' };
    const forbidden = await call('POST', `/api/contactAttempt/project/${other.id}`, 'salesman', body);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toMatch(/autre conseiller/);
    for (const role of ['customer', 'craftsman'] as const)
      expect((await call('POST', `/api/contactAttempt/project/${mine.id}`, role, body)).statusCode).toBe(403);
    const bad = await call('POST', `/api/contactAttempt/project/${mine.id}`, 'salesman', {
      channel: 'pigeon',
      outcome: 'reached',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.channel).toBe('Choisissez le moyen de contact');
    expect((await call('POST', '/api/contactAttempt/project/abc', 'salesman', body)).statusCode).toBe(400);
    const missing = await call('POST', '/api/contactAttempt/project/999999', 'admin', body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Projet introuvable.');
    // An admin records on anyone's project.
    expect((await call('POST', `/api/contactAttempt/project/${other.id}`, 'admin', body)).statusCode).toBe(
      200,
    );
  });

  it('POST /contactAttempt/user/{user}: the salesperson for himself on his projects; admins for anyone', async () => {
    const body = { channel: 'sms', outcome: 'callBack', projectId: mine2.id };
    const own = await call('POST', `/api/contactAttempt/user/${salesmanId}`, 'salesman', body);
    expect(own.statusCode).toBe(200);
    expect(own.json().contactAttempt).toMatchObject({ projectId: mine2.id, user: { id: salesmanId } });
    expect(
      (await call('POST', `/api/contactAttempt/user/${other.salesmanId}`, 'salesman', body)).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', `/api/contactAttempt/user/${salesmanId}`, 'salesman', {
          ...body,
          projectId: other.id,
        })
      ).statusCode,
    ).toBe(403);
    const noProject = await call('POST', `/api/contactAttempt/user/${salesmanId}`, 'salesman', {
      channel: 'sms',
      outcome: 'callBack',
    });
    expect(noProject.statusCode).toBe(400);
    expect(noProject.json().message).toBe('Indiquez le projet.');
    const byAdmin = await call('POST', `/api/contactAttempt/user/${other.salesmanId}`, 'admin', {
      ...body,
      projectId: other.id,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().contactAttempt.user.id).toBe(other.salesmanId);
    expect((await auditRows('contactAttempt.add', other.id)).map((a) => a.userId)).toContain(adminId);
  });

  it('GET /contactAttempt/user/{user}: own attempts newest first, paged; others 403; admins anyone', async () => {
    const page = await call('GET', `/api/contactAttempt/user/${salesmanId}?limit=1`, 'salesman');
    expect(page.statusCode).toBe(200);
    const json = page.json();
    expect(json).toMatchObject({ total: 2, offset: 0, limit: 1 });
    expect(json.list).toHaveLength(1);
    expect(json.list[0].projectId).toBe(mine2.id);
    const next = (
      await call('GET', `/api/contactAttempt/user/${salesmanId}?limit=1&offset=1`, 'salesman')
    ).json();
    expect(next.list[0].projectId).toBe(mine.id);
    expect((await call('GET', `/api/contactAttempt/user/${other.salesmanId}`, 'salesman')).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/contactAttempt/user/${salesmanId}`, 'customer')).statusCode).toBe(403);
    expect((await call('GET', `/api/contactAttempt/user/${salesmanId}`, 'craftsman')).statusCode).toBe(403);
    const admin = (await call('GET', `/api/contactAttempt/user/${other.salesmanId}`, 'admin')).json();
    expect(admin.total).toBe(1);
    expect((await call('GET', `/api/contactAttempt/user/${salesmanId}?limit=0`, 'salesman')).statusCode).toBe(
      400,
    );
  });
});

describe('comments', () => {
  it('staff and the customer exchange comments on the customer project; fromCustomer marks the customer', async () => {
    // Give the customer's project to the demo salesperson so the ownership rule lets him in.
    await t.database.db.update(projects).set({ salesmanId }).where(eq(projects.id, customerProject.id));
    const fromCustomer = await call('POST', '/api/comment', 'customer', {
      type: 'project',
      linkedId: customerProject.id,
      text: 'Bonjour, où en est le permis ?',
    });
    expect(fromCustomer.statusCode).toBe(200);
    expect(fromCustomer.json().comment).toMatchObject({ fromCustomer: true, author: { id: customerUserId } });
    const reply = await call('POST', '/api/comment', 'salesman', {
      type: 'project',
      linkedId: customerProject.id,
      text: 'Il est déposé.',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().comment.fromCustomer).toBe(false);
    const list = await call('GET', `/api/comment?type=project&linkedId=${customerProject.id}`, 'customer');
    expect(list.statusCode).toBe(200);
    // Newest first, after the conversation the demo data already holds (module messaging).
    expect(
      list
        .json()
        .list.map((c: { text: string }) => c.text)
        .slice(0, 2),
    ).toEqual(['Il est déposé.', 'Bonjour, où en est le permis ?']);
    expect(list.json().total).toBeGreaterThanOrEqual(2);
    expect(await auditRows('comment.add', customerProject.id)).toHaveLength(2);
  });

  it("refuses a customer on someone else's project, craftsmen, other salespeople, and bad input", async () => {
    const url = `/api/comment?type=project&linkedId=${otherCustomerProject.id}`;
    const forbidden = await call('GET', url, 'customer');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe("Ce projet n'est pas le vôtre.");
    expect(
      (
        await call('POST', '/api/comment', 'customer', {
          type: 'project',
          linkedId: otherCustomerProject.id,
          text: 'x',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/comment?type=project&linkedId=${mine.id}`, 'craftsman')).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/comment?type=project&linkedId=${other.id}`, 'salesman')).statusCode).toBe(
      403,
    );
    const empty = await call('POST', '/api/comment', 'salesman', {
      type: 'project',
      linkedId: mine.id,
      text: '  ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.text).toBe('Saisissez le commentaire');
    const noId = await call('GET', '/api/comment?type=project', 'salesman');
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toMatch(/^Données invalides/);
    expect((await call('GET', `/api/comment?type=autre&linkedId=${mine.id}`, 'salesman')).statusCode).toBe(
      400,
    );
  });

  it('elevation survey comments: staff of the project only', async () => {
    const [survey] = await t.database.db
      .insert(elevationSurveys)
      .values({ projectId: mine.id })
      .returning({ id: elevationSurveys.id });
    if (!survey) throw new Error('survey');
    const body = { type: 'elevationSurvey', linkedId: survey.id, text: 'Géomètre passé' };
    expect((await call('POST', '/api/comment', 'salesman', body)).statusCode).toBe(200);
    const list = (
      await call('GET', `/api/comment?type=elevationSurvey&linkedId=${survey.id}`, 'salesman')
    ).json();
    expect(list.list).toHaveLength(1);
    expect((await call('POST', '/api/comment', 'customer', body)).statusCode).toBe(403);
    expect((await call('POST', '/api/comment', 'technical', body)).statusCode).toBe(403);
    expect(
      (await call('GET', '/api/comment?type=elevationSurvey&linkedId=999999', 'admin')).json().message,
    ).toBe('Relevé introuvable.');
    expect((await auditRows('comment.add', mine.id)).length).toBe(1);
  });
});

describe('staff notes (user comments)', () => {
  it('project notes: add, list, delete by the author (soft), with audit rows; ownership rule', async () => {
    const added = await call('POST', `/api/userComment/project/${mine.id}`, 'salesman', {
      text: 'Budget serré',
    });
    expect(added.statusCode).toBe(200);
    const note = added.json().userComment;
    expect(note).toMatchObject({ text: 'Budget serré', author: { id: salesmanId } });
    const list = (await call('GET', `/api/userComment/project/${mine.id}`, 'salesman')).json();
    expect(list.list.map((n: { id: number }) => n.id)).toEqual([note.id]);
    expect((await call('GET', `/api/userComment/project/${other.id}`, 'salesman')).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/userComment/project/${other.id}`, 'salesman', { text: 'x' })).statusCode,
    ).toBe(403);
    for (const role of ['customer', 'craftsman'] as const)
      expect((await call('GET', `/api/userComment/project/${mine.id}`, role)).statusCode).toBe(403);
    const bad = await call('POST', `/api/userComment/project/${mine.id}`, 'salesman', { text: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.text).toBe('Saisissez la note');

    // Someone else (not admin) cannot delete it.
    expect((await call('DELETE', `/api/userComment/${note.id}`, 'technical')).statusCode).toBe(403);
    const deleted = await call('DELETE', `/api/userComment/${note.id}`, 'salesman');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Note supprimée.');
    const [row] = await t.database.db.select().from(userComments).where(eq(userComments.id, note.id));
    expect(row?.deletedAt).not.toBeNull();
    expect((await call('GET', `/api/userComment/project/${mine.id}`, 'salesman')).json().total).toBe(0);
    expect((await call('DELETE', `/api/userComment/${note.id}`, 'salesman')).statusCode).toBe(404);
    expect(await auditRows('userComment.add', mine.id)).toHaveLength(1);
    expect(await auditRows('userComment.delete', mine.id)).toHaveLength(1);
  });

  it('salesperson notes: admins and his manager only; an admin deletes any note', async () => {
    const url = `/api/userComment/salesman/${salesmanId}`;
    const added = await call('POST', url, 'admin', { text: 'Très bon mois' });
    expect(added.statusCode).toBe(200);
    expect((await call('GET', url, 'admin')).json().list).toHaveLength(1);
    // The salesperson does not read the notes about himself; the technician is not his manager.
    expect((await call('GET', url, 'salesman')).statusCode).toBe(403);
    expect((await call('POST', url, 'technical', { text: 'x' })).statusCode).toBe(403);
    const technicalId = await demoUserId(t, 'technical');
    await t.database.db.update(users).set({ managerId: technicalId }).where(eq(users.id, salesmanId));
    expect((await call('GET', url, 'technical')).json().total).toBe(1);
    expect((await call('POST', url, 'technical', { text: 'Suivi hebdo' })).statusCode).toBe(200);
    // The manager also reads his salesperson's contact attempts.
    expect((await call('GET', `/api/contactAttempt/user/${salesmanId}`, 'technical')).statusCode).toBe(200);
    expect((await call('GET', '/api/userComment/salesman/999999', 'admin')).statusCode).toBe(404);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'user'),
          eq(auditLog.entityId, String(salesmanId)),
          like(auditLog.action, 'userComment.%'),
        ),
      );
    expect(audit.map((a) => a.action)).toEqual(['userComment.add', 'userComment.add']);
    const byAdmin = await call('DELETE', `/api/userComment/${added.json().userComment.id}`, 'admin');
    expect(byAdmin.statusCode).toBe(200);
  });
});

describe('qualification, personal contribution, in contact', () => {
  it('qualifies a project: history row, project_prospects.qualification, audit', async () => {
    const url = `/api/user/${mine.customerId}/qualification`;
    const first = await call('PUT', url, 'salesman', { projectId: mine.id, qualification: 'warm' });
    expect(first.statusCode).toBe(200);
    const second = await call('PUT', url, 'salesman', {
      projectId: mine.id,
      qualification: 'hot',
      note: 'Terrain trouvé',
    });
    expect(second.statusCode).toBe(200);
    const json = second.json();
    expect(json.qualification).toMatchObject({
      qualification: 'hot',
      note: 'Terrain trouvé',
      user: { id: salesmanId },
    });
    expect(json.qualifications.map((q: { qualification: string }) => q.qualification)).toEqual([
      'hot',
      'warm',
    ]);
    const [project] = await t.database.db
      .select()
      .from(projectProspects)
      .where(eq(projectProspects.projectId, mine.id));
    expect(project?.qualification).toBe('hot');
    const audit = await auditRows('qualification.set', mine.id);
    expect(audit).toHaveLength(2);
    expect(audit[0]?.before).toEqual({ qualification: 'warm' });

    const bad = await call('PUT', url, 'salesman', { projectId: mine.id, qualification: 'brûlant' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.qualification).toBe('Choisissez une qualification');
    expect(
      (
        await call('PUT', `/api/user/${other.customerId}/qualification`, 'salesman', {
          projectId: other.id,
          qualification: 'cold',
        })
      ).statusCode,
    ).toBe(403);
    // The project must belong to that household.
    expect(
      (await call('PUT', url, 'salesman', { projectId: mine2.id, qualification: 'cold' })).statusCode,
    ).toBe(404);
    expect(
      (
        await call('PUT', '/api/user/999999/qualification', 'admin', {
          projectId: mine.id,
          qualification: 'cold',
        })
      ).json().message,
    ).toBe('Client introuvable.');
    for (const role of ['customer', 'craftsman'] as const)
      expect((await call('PUT', url, role, { projectId: mine.id, qualification: 'cold' })).statusCode).toBe(
        403,
      );
  });

  it('sets the personal contribution of a household the caller follows', async () => {
    const url = `/api/user/${mine.customerId}/personalContribution`;
    const response = await call('PUT', url, 'salesman', { personalContribution: 25000 });
    expect(response.statusCode).toBe(200);
    expect(response.json().personalContribution).toBe(25000);
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.id, mine.customerId));
    expect(customer?.personalContribution).toBe(25000);
    const audit = await auditRows('personalContribution.set', mine.id);
    expect(audit[0]?.after).toMatchObject({ personalContribution: 25000 });
    const negative = await call('PUT', url, 'salesman', { personalContribution: -5 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields.personalContribution).toBe('Le montant ne peut pas être négatif');
    expect((await call('PUT', url, 'salesman', { personalContribution: 'beaucoup' })).statusCode).toBe(400);
    expect(
      (
        await call('PUT', `/api/user/${other.customerId}/personalContribution`, 'salesman', {
          personalContribution: 1,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', url, 'salesman', { personalContribution: null })).json().personalContribution,
    ).toBeNull();
    expect((await call('PUT', url, 'craftsman', { personalContribution: 1 })).statusCode).toBe(403);
  });

  it('inContact moves the prospect to the "en contact" tile and back', async () => {
    // A prospect with neither attempt nor appointment yet (followed by another salesperson: the admin sets it).
    const list = (await call('GET', '/api/prospects?tile=toContact&limit=100')).json().list as {
      projectId: number;
      customerId: number;
    }[];
    const found = list.find((p) => p.projectId !== other.id);
    if (!found) throw new Error('no prospect to contact');
    const target = { id: found.projectId, customerId: found.customerId };
    expect(await tileOf(target.id)).toBe('toContact');
    const url = `/api/user/${target.customerId}/inContact`;
    const on = await call('PUT', url, 'admin', { projectId: target.id, inContact: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ projectId: target.id, inContact: true });
    expect(await tileOf(target.id)).toBe('inContact');
    await call('PUT', url, 'admin', { projectId: target.id, inContact: false });
    expect(await tileOf(target.id)).toBe('toContact');
    const audit = await auditRows('inContact.set', target.id);
    expect(audit.map((a) => a.after)).toEqual([{ inContact: false }, { inContact: true }]);
    const ownUrl = `/api/user/${mine.customerId}/inContact`;
    expect((await call('PUT', ownUrl, 'salesman', { projectId: mine.id, inContact: true })).statusCode).toBe(
      200,
    );
    for (const role of ['customer', 'craftsman'] as const)
      expect((await call('PUT', ownUrl, role, { projectId: mine.id, inContact: true })).statusCode).toBe(403);
    expect(
      (
        await call('PUT', `/api/user/${other.customerId}/inContact`, 'salesman', {
          projectId: other.id,
          inContact: true,
        })
      ).statusCode,
    ).toBe(403);
    const bad = await call('PUT', url, 'admin', { projectId: target.id, inContact: 'oui' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Données invalides/);
  });

  it('every route declares its access', () => {
    const ours = t.app.apiRoutes.filter((r) =>
      /contactAttempt|\/comment|userComment|qualification|personalContribution|inContact/.test(r.url),
    );
    expect(ours.length).toBeGreaterThanOrEqual(13);
  });
});
