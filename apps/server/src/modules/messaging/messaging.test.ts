import { readFile } from 'node:fs/promises';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  demoUserId,
  login,
  projectTrail,
  sqlRows,
  type TestApp,
  withFailingAudit,
} from '../../../test/helpers';
import { auditLog, comments, notifications, projects } from '../../db/schema';

/**
 * Issue 15, defect 1: one conversation per project. What the customer writes from his area reaches his
 * salesperson (live notification, Relation commerciale, customer file, prospect sheet) and the answer comes
 * back to the customer's area; the seeded « Choix du carrelage » is in the customer's own area.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let salesmanId = 0;
let adminId = 0;
let projectId = 0;
let durandId = 0;

type Conversation = {
  id: number | null;
  project: number;
  title: string;
  recipient: { id: number; name: string } | null;
  isFollow: boolean;
  isClosed: boolean;
  unread: number;
  canWrite: boolean;
  total: number;
  messages: {
    id: number;
    fromCustomer: boolean;
    content: string;
    subject: string;
    isNew: boolean;
    isRead: boolean;
    editable: boolean;
    author: { id: number; name: string } | null;
    writtenBy: { id: number; name: string } | null;
    transferTo: { id: number; name: string } | null;
    reason: string | null;
  }[];
};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'technical', 'salesman', 'gridOperator', 'customer', 'craftsman'] as const)
    tokens[role] = (await login(t.app, role)).accessToken;
  salesmanId = await demoUserId(t, 'salesman');
  adminId = await demoUserId(t, 'admin');
  const customerId = await demoUserId(t, 'customer');
  const [row] = await sqlRows<{ id: number; customerId: number }>(
    t.database.db,
    sql`select p.id, p.customer_id as "customerId" from projects p join customers c on c.id = p.customer_id
      where c.user_id = ${customerId} and p.name = 'Maison Aubépine à Joué-lès-Tours'`,
  );
  projectId = row?.id ?? 0;
  durandId = row?.customerId ?? 0;
});
afterAll(() => t.close());

const call = (role: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[role] ?? ''), ...(payload ? { payload } : {}) });

async function conversation(role: string, project = projectId): Promise<Conversation> {
  const res = await call(role, 'GET', `/api/conversation-by-project/${project}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().conversation;
}

const received = async (role: string) =>
  (await call(role, 'GET', '/api/summary/customer?limit=50')).json().messageReceived as {
    list: { id: number; body: string; projectId: number; isProspect: boolean }[];
    total: number;
  };

describe('one conversation per project', () => {
  it('shows the seeded « Choix du carrelage » in the customer area, and in the staff lists', async () => {
    const mine = await conversation('customer');
    expect(mine.title).toBe('Liste des messages');
    expect(mine.canWrite).toBe(true);
    const carrelage = mine.messages.find((m) => m.subject === 'Choix du carrelage');
    expect(carrelage).toMatchObject({ fromCustomer: true, isNew: false });
    expect(carrelage?.content).toContain('showroom');
    // The staff's answer of the seed, on the same list.
    const answer = mine.messages.find((m) => m.subject === 'Rendez-vous de signature');
    expect(answer).toMatchObject({ fromCustomer: false, author: { id: salesmanId } });
    expect((await conversation('customer')).unread).toBe(0);
    // The old route of the customer area reads the same list.
    const old = await call('customer', 'GET', `/api/comment?type=project&linkedId=${projectId}`);
    expect(old.json().list.map((c: { id: number }) => c.id)).toContain(carrelage?.id);
    // Relation commerciale lists it for the salesperson.
    const list = await received('salesman');
    expect(list.list.find((m) => m.id === carrelage?.id)).toMatchObject({
      projectId,
      isProspect: false,
    });
  });

  it('a customer message notifies his salesperson and reaches Relation commerciale, the file and the sheet; the answer reaches the customer', async () => {
    const before = await received('salesman');
    const text = `Bonjour, où en est l’étude de sol ? ${Date.now()}`;
    const sent = await call('customer', 'POST', '/api/conversation', { project: projectId, content: text });
    expect(sent.statusCode, sent.body).toBe(200);
    const afterSend: Conversation = sent.json().conversation;
    expect(afterSend.id).toEqual(expect.any(Number));
    const mine = afterSend.messages[0];
    expect(mine).toMatchObject({ content: text, fromCustomer: true, isRead: false, editable: true });

    // Notified (stored, then sent live).
    const [notification] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, salesmanId), eq(notifications.scName, 'conversation')))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(notification).toMatchObject({ scType: 'project', scId: projectId, type: 'conversation' });
    expect(notification?.text).toContain('Durand');
    expect(notification?.text).toContain('étude de sol');

    // Relation commerciale: one more unread message, this one.
    const after = await received('salesman');
    expect(after.total).toBe(before.total + 1);
    expect(after.list[0]).toMatchObject({ id: mine?.id, body: text, projectId });
    // The grid operator who leads the salesperson reads it too (reseau@ leads the demo salesman)…
    expect((await received('gridOperator')).list.map((m) => m.id)).toContain(mine?.id);
    // …not another salesperson's.
    await t.database.db.execute(sql`update users set manager_id = null where id = ${salesmanId}`);
    expect((await received('gridOperator')).list.map((m) => m.id)).not.toContain(mine?.id);

    // The prospect sheet (and the project comments) show it as the customer's.
    const sheet = await call('salesman', 'GET', `/api/project/sheet/${projectId}`);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.json().comments.find((c: { id: number }) => c.id === mine?.id)).toMatchObject({
      fromCustomer: true,
      text,
    });

    // The salesperson opens it (customer file or sheet): new for him, then read; out of « non lus ».
    const opened = await conversation('salesman');
    expect(opened.unread).toBeGreaterThanOrEqual(1);
    expect(opened.messages[0]).toMatchObject({ id: mine?.id, isNew: true, isRead: true });
    expect(opened.recipient).toMatchObject({ id: salesmanId });
    expect((await received('salesman')).list.map((m) => m.id)).not.toContain(mine?.id);
    // An admin reading it marks nothing: he does not answer this project.
    const again = await call('customer', 'POST', `/api/conversation/${afterSend.id}/reply`, {
      content: 'Et aussi…',
    });
    expect(again.statusCode).toBe(200);
    await conversation('admin');
    expect((await received('salesman')).list[0]?.body).toBe('Et aussi…');
    await conversation('salesman');

    // He answers; the customer is notified and sees it, new.
    const answer = await call('salesman', 'POST', `/api/conversation/${afterSend.id}/reply`, {
      content: 'Le géotechnicien passe jeudi.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const customerUser = await demoUserId(t, 'customer');
    const [told] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, customerUser))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(told).toMatchObject({ scName: 'conversation', scId: projectId });
    const seen = await conversation('customer');
    expect(seen.unread).toBe(1);
    expect(seen.messages[0]).toMatchObject({
      content: 'Le géotechnicien passe jeudi.',
      fromCustomer: false,
      isNew: true,
      author: { id: salesmanId },
    });
    // Relation commerciale › Messages envoyés.
    const summary = (await call('salesman', 'GET', '/api/summary/customer')).json();
    expect(summary.messageSend.list[0]).toMatchObject({
      body: 'Le géotechnicien passe jeudi.',
      fromCustomer: false,
    });

    // Audited with the project.
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'comment.add'), eq(auditLog.entityId, String(projectId))));
    expect(audits.length).toBeGreaterThanOrEqual(3);
  });

  it('the old POST /api/comment of a project is a conversation message too (notified)', async () => {
    const res = await call('customer', 'POST', '/api/comment', {
      type: 'project',
      linkedId: projectId,
      text: 'Par l’ancienne route',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().comment).toMatchObject({ fromCustomer: true, writtenBy: null });
    const [notification] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, salesmanId))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(notification?.text).toContain('Par l’ancienne route');
    expect((await received('salesman')).list[0]?.body).toBe('Par l’ancienne route');
  });

  it('marks a message written « pour le compte du client » with its staff author', async () => {
    const opened = await call('admin', 'POST', `/api/customer/${durandId}/impersonate`);
    expect(opened.statusCode).toBe(200);
    const ticket = new URL(opened.json().url, 'http://x').searchParams.get('ticket');
    const exchanged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/impersonate',
      payload: { ticket },
    });
    const token = exchanged.json().token.accessToken as string;
    const before = (await conversation('customer')).unread;
    const written = await t.app.inject({
      method: 'POST',
      url: '/api/conversation',
      headers: bearer(token),
      payload: { project: projectId, content: 'Écrit pour Camille' },
    });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json().conversation.messages[0]).toMatchObject({
      fromCustomer: true,
      writtenBy: { id: adminId, name: 'Claire Moreau' },
    });
    // The staff member « prenant la main » is not the customer: reading marks nothing read for him.
    const staffReply = await call('salesman', 'POST', '/api/conversation', {
      project: projectId,
      content: 'Réponse',
    });
    expect(staffReply.statusCode).toBe(200);
    await t.app.inject({
      method: 'GET',
      url: `/api/conversation-by-project/${projectId}`,
      headers: bearer(token),
    });
    expect((await conversation('customer')).unread).toBe(before + 1);

    // Neither may rewrite the other's words: the customer not this one, the staff member not the customer's.
    const byStaff = written.json().conversation.messages[0].id as number;
    const own = await call('customer', 'POST', '/api/conversation', { project: projectId, content: 'Moi' });
    const byCustomer = own.json().conversation.messages[0].id as number;
    expect(
      (await call('customer', 'PUT', `/api/mailbox/message/${byStaff}/edit`, { content: 'x' })).statusCode,
    ).toBe(403);
    const rewrite = await t.app.inject({
      method: 'PUT',
      url: `/api/mailbox/message/${byCustomer}/edit`,
      headers: bearer(token),
      payload: { content: 'Réécrit par le personnel' },
    });
    expect(rewrite.statusCode).toBe(403);
    const mine = (await conversation('customer')).messages;
    expect(mine.find((m) => m.id === byStaff)?.editable).toBe(false);
    expect(mine.find((m) => m.id === byCustomer)?.editable).toBe(true);
  });

  it('leaves the conversation title to the staff', async () => {
    const refused = await call('customer', 'POST', '/api/conversation', {
      project: projectId,
      content: 'Bonjour',
      title: 'Mon titre',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses other households, other salespeople, craftsmen, and lets grid operators only read', async () => {
    const [other] = await sqlRows<{ id: number }>(
      t.database.db,
      sql`select p.id from projects p where not p.is_prospect and p.salesman_id <> ${salesmanId}
        and p.salesman_id is not null order by p.id limit 1`,
    );
    const otherId = other?.id ?? 0;
    const refused = await call('customer', 'GET', `/api/conversation-by-project/${otherId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Ce projet n'est pas le vôtre.");
    expect(
      (await call('customer', 'POST', '/api/conversation', { project: otherId, content: 'x' })).statusCode,
    ).toBe(403);
    expect((await call('salesman', 'GET', `/api/conversation-by-project/${otherId}`)).statusCode).toBe(403);
    expect((await call('craftsman', 'GET', `/api/conversation-by-project/${projectId}`)).statusCode).toBe(
      403,
    );
    // The design office reads every customer project's conversation, not a colleague's prospect.
    expect((await call('technical', 'GET', `/api/conversation-by-project/${projectId}`)).statusCode).toBe(
      200,
    );
    const [prospect] = await sqlRows<{ id: number }>(
      t.database.db,
      sql`select id from projects where is_prospect and salesman_id = ${salesmanId} order by id limit 1`,
    );
    expect((await call('technical', 'GET', `/api/conversation-by-project/${prospect?.id}`)).statusCode).toBe(
      403,
    );
    expect((await call('salesman', 'GET', `/api/conversation-by-project/${prospect?.id}`)).statusCode).toBe(
      200,
    );
    // A customer cannot pick a recipient nor attach files.
    const picked = await call('customer', 'POST', '/api/conversation', {
      project: projectId,
      content: 'x',
      recipient: adminId,
    });
    expect(picked.statusCode).toBe(403);

    // Grid operator on a project he follows: reads, cannot write.
    const [followed] = await sqlRows<{ id: number }>(
      t.database.db,
      sql`select id from projects where not is_prospect and id <> ${projectId} order by id desc limit 1`,
    );
    const gridId = await demoUserId(t, 'gridOperator');
    await t.database.db
      .update(projects)
      .set({ salesmanId: gridId })
      .where(eq(projects.id, followed?.id ?? 0));
    const read = await conversation('gridOperator', followed?.id);
    expect(read.canWrite).toBe(false);
    const write = await call('gridOperator', 'POST', '/api/conversation', {
      project: followed?.id,
      content: 'x',
    });
    expect(write.statusCode).toBe(403);

    // Unknown ids: French 404; bad ids: French 400.
    const missing = await call('admin', 'GET', '/api/conversation/2147483000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Conversation introuvable.');
    const bad = await call('admin', 'GET', '/api/conversation/abc');
    expect(bad.statusCode).toBe(400);
    const empty = await call('customer', 'POST', '/api/conversation', { project: projectId, content: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.content).toBe('Saisissez le message');
  });

  it('follows, switches the recipient, transfers, edits and closes', async () => {
    const current = await conversation('salesman');
    const id = current.id ?? 0;
    expect((await call('customer', 'PUT', `/api/conversation/${id}/switchIsFollow`)).statusCode).toBe(403);

    // Followed: the newest message is in « Messages suivis ».
    const followed = await call('salesman', 'PUT', `/api/conversation/${id}/switchIsFollow`);
    expect(followed.json().conversation.isFollow).toBe(true);
    const summary = (await call('salesman', 'GET', '/api/summary/customer?limit=50')).json();
    expect(summary.messageFollowing.list.map((m: { id: number }) => m.id)).toContain(current.messages[0]?.id);

    // The customer writes; before his salesperson reads it, he may correct it; not someone else.
    const sent = await call('customer', 'POST', `/api/conversation/${id}/reply`, { content: 'Coquille' });
    const messageId = sent.json().conversation.messages[0].id as number;
    expect(
      (await call('salesman', 'PUT', `/api/mailbox/message/${messageId}/edit`, { content: 'x' })).statusCode,
    ).toBe(403);
    const edited = await call('customer', 'PUT', `/api/mailbox/message/${messageId}/edit`, {
      content: 'Corrigé',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'Message modifié.' });
    expect(edited.json().conversation.messages[0].content).toBe('Corrigé');

    // Transferred to the admin: he answers from now on, finds it unread and is told.
    const transferred = await call('salesman', 'POST', `/api/mailbox/message/${messageId}/transfer`, {
      transferTo: adminId,
      reason: 'Question de prix',
    });
    expect(transferred.statusCode, transferred.body).toBe(200);
    expect(transferred.json().conversation.recipient.id).toBe(adminId);
    expect(transferred.json().conversation.messages[0]).toMatchObject({
      transferTo: { id: adminId },
      reason: 'Question de prix',
    });
    const [told] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, adminId))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(told?.text).toContain('Question de prix');
    // The transfer is the staff's note: the customer sees neither to whom nor why.
    const seenByCustomer = (await conversation('customer')).messages.find((m) => m.id === messageId);
    expect(seenByCustomer).toMatchObject({ transferTo: null, reason: null });
    const adminOpened = await conversation('admin');
    expect(adminOpened.messages[0]).toMatchObject({ id: messageId, isNew: true });
    // Read now: its author may no longer edit it.
    const late = await call('customer', 'PUT', `/api/mailbox/message/${messageId}/edit`, {
      content: 'Trop tard',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Ce message a déjà été lu : il ne peut plus être modifié.');

    // Back to the salesperson; a recipient who cannot open the project is refused.
    const back = await call('admin', 'PUT', `/api/conversation/${id}/switchRecipient`, {
      recipient: salesmanId,
    });
    expect(back.json().conversation.recipient.id).toBe(salesmanId);
    const craftsmanId = await demoUserId(t, 'craftsman');
    const wrong = await call('admin', 'PUT', `/api/conversation/${id}/switchRecipient`, {
      recipient: craftsmanId,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Ce collaborateur ne peut pas suivre ce projet.');

    // Closed: what the customer wrote is read; his next message opens it again.
    await call('customer', 'POST', `/api/conversation/${id}/reply`, { content: 'Encore une question' });
    const closed = await call('salesman', 'PUT', `/api/conversation/${id}/close`);
    expect(closed.json().conversation.isClosed).toBe(true);
    expect((await received('salesman')).list.filter((m) => m.projectId === projectId)).toEqual([]);
    expect((await call('salesman', 'PUT', `/api/conversation/${id}/close`)).statusCode).toBe(409);
    const reopened = await call('customer', 'POST', `/api/conversation/${id}/reply`, { content: 'Rouvert' });
    expect(reopened.json().conversation.isClosed).toBe(false);
  });
});

describe('a failed conversation command', () => {
  it('writes no audit, and leaves the conversation open and the customer’s message unread', async () => {
    const state = async () => {
      const [row] = await sqlRows<{ id: number; closed: boolean; unread: number }>(
        t.database.db,
        sql`select c.id, c.closed_at is not null as closed,
            (select count(*)::int from comments m where m.type = 'project' and m.linked_id = c.project_id
              and m.from_customer and m.read_at is null) as unread
          from conversations c where c.project_id = ${projectId}`,
      );
      return {
        ...row,
        ...(await projectTrail(t.database.db, projectId, { auditAction: 'conversation.close' })),
      };
    };
    const before = await state();
    expect(before).toMatchObject({ closed: false });
    expect(before.unread).toBeGreaterThan(0);
    const response = await withFailingAudit(t.database.db, 'conversation.close', () =>
      call('salesman', 'PUT', `/api/conversation/${before.id}/close`),
    );
    expect(response.statusCode).toBe(500);
    expect(await state()).toEqual(before);
  });
});

describe('migration 0052', () => {
  it('moves customer_messages and the project comments into one conversation per project', async () => {
    const db = t.database.db;
    const [project] = await sqlRows<{ id: number; customerId: number }>(
      db,
      sql`select p.id, p.customer_id as "customerId" from projects p
        where not exists (select 1 from conversations v where v.project_id = p.id) order by p.id limit 1`,
    );
    if (!project) throw new Error('no project without a conversation');
    const customerUser = await demoUserId(t, 'customer');
    // The state before 0052: a customer_messages table, and a customer's comment with no side stored.
    await db.execute(sql`create table customer_messages (
      id integer primary key generated always as identity, project_id integer not null, customer_id integer not null,
      from_customer boolean not null, author_id integer, subject text default '' not null, body text not null,
      is_read boolean default false not null, is_followed boolean default false not null,
      created_at timestamp with time zone default now() not null)`);
    await db.execute(sql`insert into customer_messages (project_id, customer_id, from_customer, subject, body, is_read, is_followed)
      values (${project.id}, ${project.customerId}, true, 'Ancien', 'Ancien message lu', true, true),
             (${project.id}, ${project.customerId}, false, 'Réponse', 'Ancienne réponse', true, false)`);
    const [comment] = await db
      .insert(comments)
      .values({ type: 'project', linkedId: project.id, text: 'Ancien commentaire', authorId: customerUser })
      .returning();
    // Before 0052 there was no conversation row at all.
    await db.execute(sql`delete from conversations`);

    // The data moves of the migration (its statements after the columns exist, up to the drop).
    const file = await readFile(
      new URL('../../db/migrations/0052_conversations.sql', import.meta.url),
      'utf8',
    );
    const statements = file.split('--> statement-breakpoint').map((s) => s.trim());
    const from = statements.findIndex((s) => s.includes('One conversation per project'));
    const to = statements.findIndex((s) => s.startsWith('DROP TABLE "customer_messages"'));
    expect(from).toBeGreaterThan(0);
    for (const statement of statements.slice(from, to + 1)) await db.execute(sql.raw(statement));

    const [conversationRow] = await sqlRows<{ isFollowed: boolean }>(
      db,
      sql`select is_followed as "isFollowed" from conversations where project_id = ${project.id}`,
    );
    expect(conversationRow?.isFollowed).toBe(true);
    const moved = await sqlRows<{ text: string; fromCustomer: boolean; read: boolean; subject: string }>(
      db,
      sql`select text, from_customer as "fromCustomer", read_at is not null as read, subject from comments
        where type = 'project' and linked_id = ${project.id} order by id`,
    );
    expect(moved).toEqual([
      { text: 'Ancien commentaire', fromCustomer: true, read: false, subject: '' },
      { text: 'Ancien message lu', fromCustomer: true, read: true, subject: 'Ancien' },
      { text: 'Ancienne réponse', fromCustomer: false, read: false, subject: 'Réponse' },
    ]);
    expect(comment).toBeDefined();
    const [gone] = await sqlRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from information_schema.tables where table_name = 'customer_messages'`,
    );
    expect(gone?.n).toBe(0);
  });
});
