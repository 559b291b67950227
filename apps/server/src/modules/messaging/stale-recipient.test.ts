import { DEMO_PASSWORD } from '@batir/shared/constants';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  demoUserId,
  login,
  nextIp,
  sqlRows,
  type TestApp,
} from '../../../test/helpers';
import { notifications, projects } from '../../db/schema';

/**
 * A conversation's recipient answers the customer only while he may open the project: once the project
 * goes to another salesperson, the customer's messages go to the new one (messaging.repository ANSWERER).
 */
let t: TestApp;
const tokens = { old: '', next: '', customer: '' };
const ids = { old: 0, next: 0, project: 0 };

beforeAll(async () => {
  t = await createTestApp();
  ids.old = await demoUserId(t, 'salesman');
  const customerUserId = await demoUserId(t, 'customer');
  const [project] = await sqlRows<{ id: number }>(
    t.database.db,
    sql`select p.id from projects p join customers c on c.id = p.customer_id
      where c.user_id = ${customerUserId} and p.name = 'Maison Aubépine à Joué-lès-Tours'`,
  );
  ids.project = project?.id ?? 0;
  const [next] = await sqlRows<{ id: number }>(
    t.database.db,
    sql`select id from users where email = 'n.bertrand@demo.batir.fr'`,
  );
  ids.next = next?.id ?? 0;
  tokens.old = (await login(t.app, 'salesman')).accessToken;
  tokens.customer = (await login(t.app, 'customer')).accessToken;
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'n.bertrand@demo.batir.fr', password: DEMO_PASSWORD },
    remoteAddress: nextIp(),
  });
  tokens.next = signIn.json().token.accessToken;
});
afterAll(() => t?.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const received = async (token: string) =>
  (
    (await call(token, 'GET', '/api/summary/customer?limit=50')).json().messageReceived.list as {
      id: number;
    }[]
  ).map((message) => message.id);
const notifiedOf = async (userId: number, text: string) =>
  (
    await t.database.db
      .select({ text: notifications.text })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.scName, 'conversation')))
  ).filter((row) => row.text.includes(text)).length;

describe('a project handed to another salesperson', () => {
  it("sends the customer's messages to the new salesperson, not to the former recipient", async () => {
    // The salesperson makes himself the conversation's recipient, then the project changes hands.
    const current = await call(tokens.old, 'GET', `/api/conversation-by-project/${ids.project}`);
    const conversationId = current.json().conversation.id as number;
    const set = await call(tokens.old, 'PUT', `/api/conversation/${conversationId}/switchRecipient`, {
      recipient: ids.old,
    });
    expect(set.statusCode, set.body).toBe(200);
    const [stored] = await sqlRows<{ recipientId: number | null }>(
      t.database.db,
      sql`select recipient_id as "recipientId" from conversations where id = ${conversationId}`,
    );
    expect(stored?.recipientId).toBe(ids.old);
    await t.database.db.update(projects).set({ salesmanId: ids.next }).where(eq(projects.id, ids.project));

    const text = `Qui me répond désormais ? ${Date.now()}`;
    const sent = await call(tokens.customer, 'POST', '/api/conversation', {
      project: ids.project,
      content: text,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const messageId = sent.json().conversation.messages[0].id as number;

    expect(await notifiedOf(ids.next, text)).toBe(1);
    expect(await notifiedOf(ids.old, text)).toBe(0);
    expect(await received(tokens.next)).toContain(messageId);
    expect(await received(tokens.old)).not.toContain(messageId);
    const conversation = await call(tokens.next, 'GET', `/api/conversation-by-project/${ids.project}`);
    expect(conversation.json().conversation.recipient.id).toBe(ids.next);
    const toggled = await call(tokens.old, 'PUT', '/api/customer/toggleRead', { id: messageId });
    expect(toggled.statusCode).toBe(403);
  });
});
