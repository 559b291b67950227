import { and, desc, eq, ne } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  demoUserId,
  login,
  projectTrail,
  type TestApp,
  withFailingAudit,
} from '../../../test/helpers';
import { auditLog, customers, files, outboxMessages, projectHistory, projects } from '../../db/schema';
import { FIXTURES, multipartBody } from '../files/multipart.test-helper';

let t: TestApp;
let admin: string;
let salesman: string;
let technical: string;
let gridOperator: string;
let customer: string;
let craftsman: string;
let salesmanId: number;
/** A customer project of the demo salesperson, one of another salesperson, the customer account's own. */
let mine: number;
let foreign: number;
let customerOwn: number;

beforeAll(async () => {
  // The outbox worker would send queued messages while a test reads their state « pending »: it waits an hour.
  t = await createTestApp({ outboxPollMs: 3_600_000 });
  const token = async (role: Parameters<typeof login>[1]) => (await login(t.app, role)).accessToken;
  [admin, salesman, technical, gridOperator, customer, craftsman] = await Promise.all([
    token('admin'),
    token('salesman'),
    token('technical'),
    token('gridOperator'),
    token('customer'),
    token('craftsman'),
  ]);
  salesmanId = await demoUserId(t, 'salesman');
  const customerUserId = await demoUserId(t, 'customer');
  const rows = await t.database.db
    .select({ id: projects.id, salesmanId: projects.salesmanId, userId: customers.userId })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(and(eq(projects.isProspect, false), eq(projects.isArchived, false)))
    .orderBy(projects.id);
  const pick = (found: { id: number } | undefined, what: string) => {
    if (!found) throw new Error(`demo data: no ${what}`);
    return found.id;
  };
  customerOwn = pick(
    rows.find((row) => row.userId === customerUserId),
    'customer project',
  );
  mine = pick(
    rows.find((row) => row.salesmanId === salesmanId && row.userId !== customerUserId),
    'project of the salesman',
  );
  foreign = pick(
    rows.find((row) => row.salesmanId !== salesmanId && row.userId !== customerUserId),
    'project of another salesman',
  );
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function upload(
  project: number,
  token: string,
  options: { name?: string; data?: Buffer; category?: string; ids?: object } = {},
) {
  const fields: Record<string, string> = {};
  if (options.category) fields.category = options.category;
  if (options.ids) fields.ids = JSON.stringify(options.ids);
  const body = multipartBody(fields, [
    { name: options.name ?? 'plan.pdf', data: options.data ?? FIXTURES.pdf },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/attachment/${project}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 200) throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return response.json().files[0] as { id: number; name: string };
}

describe('GET /api/project/{project}/files', () => {
  let planA: { id: number };
  let planB: { id: number };
  let land: { id: number };

  beforeAll(async () => {
    planA = await upload(mine, salesman, { name: 'plan-masse.pdf', category: 'plans' });
    planB = await upload(mine, salesman, { name: 'facade.png', data: FIXTURES.png, category: 'plans' });
    land = await upload(mine, salesman, { name: 'bornage.pdf', category: 'land' });
  });

  it('lists the files newest first with category, state, uploader and viewer link, and counts them', async () => {
    const response = await call('GET', `/api/project/${mine}/files`, salesman);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.files.map((file: { id: number }) => file.id)).toEqual([land.id, planB.id, planA.id]);
    expect(body.files[0]).toMatchObject({
      name: 'bornage.pdf',
      category: 'land',
      state: 0,
      mime: 'application/pdf',
      uploadedBy: { id: salesmanId },
    });
    expect(body.files[0].uploadedBy.name).toMatch(/\S+ \S+/);
    expect(body.files[0].apiUrl).toMatch(/^\/viewer\/type\/project\/\d+\.pdf\?token=/);
    expect(body.counts).toMatchObject({ plans: 2, land: 1, crc: 0 });
    expect(body.total).toBe(3);
    expect(body.project).toMatchObject({ id: mine, name: expect.stringMatching(/^Maison /) });
  });

  it('filters by category in the query, and refuses an unknown one in French', async () => {
    const response = await call('GET', `/api/project/${mine}/files?category=plans`, salesman);
    expect(response.json().files.map((file: { name: string }) => file.name)).toEqual([
      'facade.png',
      'plan-masse.pdf',
    ]);
    expect(response.json().counts.land).toBe(1);
    const bad = await call('GET', `/api/project/${mine}/files?category=bidon`, salesman);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[Oo]ption|invalide|attendu/);
  });

  it('lets a customer read their own project only, and refuses craftsmen and other salespeople', async () => {
    await upload(customerOwn, admin, { name: 'contrat.pdf', category: 'contract' });
    const own = await call('GET', `/api/project/${customerOwn}/files`, customer);
    expect(own.statusCode).toBe(200);
    expect(own.json().files.map((file: { name: string }) => file.name)).toContain('contrat.pdf');
    expect((await call('GET', `/api/project/${mine}/files`, customer)).statusCode).toBe(403);
    expect((await call('GET', `/api/project/${mine}/files`, craftsman)).statusCode).toBe(403);
    expect((await call('GET', `/api/project/${foreign}/files`, salesman)).statusCode).toBe(403);
    expect((await call('GET', `/api/project/${mine}/files`, technical)).statusCode).toBe(200);
    expect((await call('GET', '/api/project/999999/files', admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/project/abc/files', admin)).statusCode).toBe(400);
  });

  it('renames, changes the state of and deletes a project file through the files routes', async () => {
    const file = await upload(mine, salesman, { name: 'devis-terrain.pdf', category: 'land' });
    const renamed = await call('PUT', `/api/file/${file.id}/rename`, salesman, { name: 'Devis géomètre' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().file).toMatchObject({ name: 'Devis géomètre.pdf', category: 'land' });
    const state = await call('PUT', `/api/file/${file.id}/state`, salesman, { state: 1 });
    expect(state.json().file.state).toBe(1);
    const listed = (await call('GET', `/api/project/${mine}/files?category=land`, salesman)).json().files;
    expect(listed.find((row: { id: number }) => row.id === file.id)).toMatchObject({
      name: 'Devis géomètre.pdf',
      state: 1,
    });
    // Customers read, they do not change the team's files; craftsmen have no access.
    const staffFile = await upload(customerOwn, admin, { name: 'plan-vente.pdf', category: 'plans' });
    expect((await call('PUT', `/api/file/${staffFile.id}/rename`, customer, { name: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/api/file/${staffFile.id}/state`, customer, { state: 2 })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/file/${staffFile.id}`, customer)).statusCode).toBe(403);
    expect((await call('PUT', `/api/file/${file.id}/state`, craftsman, { state: 2 })).statusCode).toBe(403);
    expect((await call('PUT', `/api/file/${file.id}/rename`, salesman, { name: '' })).statusCode).toBe(400);

    expect((await call('DELETE', `/api/file/${file.id}`, salesman)).statusCode).toBe(200);
    const after = (await call('GET', `/api/project/${mine}/files`, salesman)).json().files;
    expect(after.some((row: { id: number }) => row.id === file.id)).toBe(false);
  });
});

describe('GET /api/project/{project}/files/zip', () => {
  it('zips every file in one folder per category, named « Dossier <projet>.zip »', async () => {
    await upload(foreign, admin, { name: 'plan.pdf', category: 'plans' });
    await upload(foreign, admin, { name: 'plan.pdf', category: 'plans' });
    await upload(foreign, admin, { name: 'terrain.png', data: FIXTURES.png, category: 'land' });
    await upload(foreign, admin, { name: 'sans-categorie.pdf' });
    const response = await call('GET', `/api/project/${foreign}/files/zip`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const [project] = await t.database.db
      .select({ name: projects.name })
      .from(projects)
      .where(eq(projects.id, foreign));
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Dossier ${project?.name}.zip`)}`,
    );
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(
      ['Autres/sans-categorie.pdf', 'Plans/plan (2).pdf', 'Plans/plan.pdf', 'Terrain/terrain.png'].sort(),
    );
    expect(Buffer.from(entries['Terrain/terrain.png'] ?? []).equals(FIXTURES.png)).toBe(true);
    expect(Buffer.from(entries['Plans/plan.pdf'] ?? []).equals(FIXTURES.pdf)).toBe(true);
  });

  it('zips one category at the root, and keeps hostile names inside the archive', async () => {
    const file = await upload(foreign, admin, { name: 'permis.pdf', category: 'buildingPermit' });
    // Renaming cannot smuggle a path either.
    await call('PUT', `/api/file/${file.id}/rename`, admin, { name: '../../etc/passwd' });
    const response = await call('GET', `/api/project/${foreign}/files/zip?category=buildingPermit`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      encodeURIComponent(' - Permis de construire.zip'),
    );
    const names = Object.keys(unzipSync(new Uint8Array(response.rawPayload)));
    expect(names).toEqual(['passwd.pdf']);
    for (const name of names) {
      expect(name).not.toMatch(/(^|\/)\.\.(\/|$)|^\/|\\/);
    }
  });

  it('lists the files missing from the store instead of breaking the archive', async () => {
    await t.database.db.insert(files).values({
      type: 'project',
      linkedId: foreign,
      category: 'photos',
      originalName: 'perdu.jpg',
      storedKey: 'ab/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      mime: 'image/jpeg',
      sizeBytes: 10,
    });
    await upload(foreign, admin, { name: 'chantier.png', data: FIXTURES.png, category: 'photos' });
    const response = await call('GET', `/api/project/${foreign}/files/zip?category=photos`, admin);
    expect(response.statusCode).toBe(200);
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(['Fichiers manquants.txt', 'chantier.png']);
    expect(Buffer.from(entries['Fichiers manquants.txt'] ?? []).toString('utf8')).toContain('perdu.jpg');
  });

  it('answers 404 in French when there is nothing to zip, and checks ownership', async () => {
    const empty = await call('GET', `/api/project/${foreign}/files/zip?category=financing`, admin);
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe('Aucun document dans la catégorie « Financement ».');
    expect((await call('GET', `/api/project/${foreign}/files/zip`, salesman)).statusCode).toBe(403);
    expect((await call('GET', `/api/project/${foreign}/files/zip`, customer)).statusCode).toBe(403);
    expect((await call('GET', `/api/project/${foreign}/files/zip`, craftsman)).statusCode).toBe(403);
    await upload(customerOwn, admin, { name: 'notice.pdf', category: 'other' });
    const own = await call('GET', `/api/project/${customerOwn}/files/zip?category=other`, customer);
    expect(own.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(own.rawPayload)))).toContain('notice.pdf');
  });
});

describe('CRC', () => {
  let planFile: { id: number };
  let kitchenFile: { id: number };

  it('answers the three types, neutral, with 2000-01-01 as last file date when there is none', async () => {
    const response = await call('GET', `/api/project/${mine}/crcFiles`, salesman);
    expect(response.statusCode).toBe(200);
    const { crc } = response.json();
    expect(crc.types.map((type: { type: string; label: string }) => [type.type, type.label])).toEqual([
      ['plan', 'Plan'],
      ['kitchen', 'Cuisine'],
      ['other', 'Autre'],
    ]);
    expect(crc.globalState).toBe('neutral');
    expect(crc.lastFileDate).toBe('2000-01-01T00:00:00.000Z');
    expect(crc.crcShow).toEqual([]);
  });

  it('files uploaded with category crc and ids.crcType land in their type', async () => {
    const before = Date.now();
    planFile = await upload(mine, salesman, {
      name: 'plan-v2.pdf',
      category: 'crc',
      ids: { crcType: 'plan' },
    });
    kitchenFile = await upload(mine, salesman, {
      name: 'cuisine.pdf',
      category: 'crc',
      ids: { crcType: 'kitchen' },
    });
    const { crc } = (await call('GET', `/api/project/${mine}/crcFiles`, salesman)).json();
    const byType = Object.fromEntries(
      crc.types.map((type: { type: string; files: { id: number }[] }) => [type.type, type.files]),
    );
    expect(byType.plan.map((file: { id: number }) => file.id)).toEqual([planFile.id]);
    expect(byType.kitchen.map((file: { id: number }) => file.id)).toEqual([kitchenFile.id]);
    expect(byType.other).toEqual([]);
    expect(Date.parse(crc.lastFileDate)).toBeGreaterThanOrEqual(before - 5000);
  });

  it('sets a type state with its files; the global state follows the spec rule; history and audit', async () => {
    const success = await call('PUT', `/api/project/${mine}/crcFiles/state`, salesman, {
      crcType: 'plan',
      state: 'success',
      files: [planFile.id],
    });
    expect(success.statusCode).toBe(200);
    expect(success.json().crc.globalState).toBe('success');
    expect(success.json().crc.types[0]).toMatchObject({ type: 'plan', state: 'success' });
    expect(success.json().crc.types[0].files[0]).toMatchObject({ id: planFile.id, state: 1 });

    const error = await call('PUT', `/api/project/${mine}/crcFiles/state`, salesman, {
      crcType: 'kitchen',
      state: 'error',
    });
    expect(error.json().crc.globalState).toBe('error');
    const back = await call('PUT', `/api/project/${mine}/crcFiles/state`, salesman, {
      crcType: 'kitchen',
      state: 'neutral',
    });
    expect(back.json().crc.globalState).toBe('success');

    const history = await t.database.db
      .select()
      .from(projectHistory)
      .where(and(eq(projectHistory.projectId, mine), eq(projectHistory.kind, 'crc.kitchen')))
      .orderBy(desc(projectHistory.id));
    expect(history.map((row) => row.label)).toEqual([
      'CRC Cuisine : Erreur → Neutre',
      'CRC Cuisine : Neutre → Erreur',
    ]);
    expect(history[0]).toMatchObject({ userId: salesmanId, fromValue: 'error', toValue: 'neutral' });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'project.crc_state'), eq(auditLog.entityId, String(mine))));
    expect(audit).toHaveLength(3);
  });

  it('validates the body in French and refuses files of another type or project', async () => {
    const wrongType = await call('PUT', `/api/project/${mine}/crcFiles/state`, salesman, {
      crcType: 'plan',
      state: 'error',
      files: [kitchenFile.id],
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toContain('Plan');
    const [plain] = await t.database.db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.linkedId, mine), ne(files.category, 'crc')))
      .limit(1);
    const notCrc = await call('PUT', `/api/project/${mine}/crcFiles/state`, salesman, {
      crcType: 'plan',
      state: 'error',
      files: [plain?.id ?? 1],
    });
    expect(notCrc.statusCode).toBe(400);
    const badType = await call('PUT', `/api/project/${mine}/crcFiles/state`, salesman, {
      crcType: 'garage',
      state: 'error',
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().fields.crcType).toContain('Type de CRC inconnu');
    const badState = await call('PUT', `/api/project/${mine}/crcFiles/state`, salesman, {
      crcType: 'plan',
      state: 'ok',
    });
    expect(badState.statusCode).toBe(400);
    // The refused calls changed nothing.
    const { crc } = (await call('GET', `/api/project/${mine}/crcFiles`, salesman)).json();
    expect(crc.types[0].state).toBe('success');
  });

  it('checks ownership: read for the own customer, writes for the project’s team only', async () => {
    const put = (project: number, token: string) =>
      call('PUT', `/api/project/${project}/crcFiles/state`, token, { crcType: 'plan', state: 'success' });
    expect((await put(foreign, salesman)).statusCode).toBe(403);
    expect((await put(mine, craftsman)).statusCode).toBe(403);
    expect((await put(customerOwn, customer)).statusCode).toBe(403);
    expect((await put(mine, gridOperator)).statusCode).toBe(403);
    expect((await call('GET', `/api/project/${mine}/crcFiles`, customer)).statusCode).toBe(403);
    expect((await call('GET', `/api/project/${foreign}/crcFiles`, salesman)).statusCode).toBe(403);
    expect((await call('GET', `/api/project/${mine}/crcFiles`, craftsman)).statusCode).toBe(403);
    expect((await call('GET', `/api/project/${customerOwn}/crcFiles`, customer)).statusCode).toBe(200);
  });

  it('toggleCrcShow shows a type to the customer, who sees only the shown types', async () => {
    await upload(customerOwn, admin, { name: 'plan-crc.pdf', category: 'crc', ids: { crcType: 'plan' } });
    await call('PUT', `/api/project/${customerOwn}/crcFiles/state`, admin, {
      crcType: 'kitchen',
      state: 'error',
    });
    const hidden = (await call('GET', `/api/project/${customerOwn}/crcFiles`, customer)).json().crc;
    expect(hidden.types).toEqual([]);
    expect(hidden.globalState).toBe('neutral');

    const shown = await call('PUT', `/api/project/${customerOwn}/toggleCrcShow`, admin, {
      crcElement: 'plan',
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ crcShow: ['plan'], shown: true });
    const seen = (await call('GET', `/api/project/${customerOwn}/crcFiles`, customer)).json().crc;
    expect(seen.types.map((type: { type: string }) => type.type)).toEqual(['plan']);
    expect(seen.types[0].files.map((file: { name: string }) => file.name)).toEqual(['plan-crc.pdf']);
    // The kitchen's error is not the customer's to see while it is hidden.
    expect(seen.globalState).toBe('neutral');
    const staffView = (await call('GET', `/api/project/${customerOwn}/crcFiles`, admin)).json().crc;
    expect(staffView.globalState).toBe('error');
    expect(staffView.types.map((type: { shown: boolean }) => type.shown)).toEqual([true, false, false]);

    const again = await call('PUT', `/api/project/${customerOwn}/toggleCrcShow`, admin, {
      crcElement: 'plan',
    });
    expect(again.json()).toMatchObject({ crcShow: [], shown: false });
    const labels = (
      await t.database.db
        .select({ label: projectHistory.label })
        .from(projectHistory)
        .where(and(eq(projectHistory.projectId, customerOwn), eq(projectHistory.kind, 'crcShow.plan')))
        .orderBy(projectHistory.id)
    ).map((row) => row.label);
    expect(labels).toEqual(['CRC Plan affiché au client', 'CRC Plan masqué au client']);

    const invalid = await call('PUT', `/api/project/${customerOwn}/toggleCrcShow`, admin, {
      crcElement: 'x',
    });
    expect(invalid.statusCode).toBe(400);
    expect(
      (await call('PUT', `/api/project/${customerOwn}/toggleCrcShow`, customer, { crcElement: 'plan' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/project/${foreign}/toggleCrcShow`, salesman, { crcElement: 'plan' }))
        .statusCode,
    ).toBe(403);
  });

  it('a failure inside the command writes neither history nor audit, and changes nothing', async () => {
    const count = () =>
      projectTrail(t.database.db, mine, { historyKind: 'crc.other', auditAction: 'project.crc_state' });
    const stateOf = async () =>
      (await call('GET', `/api/project/${mine}/crcFiles`, salesman))
        .json()
        .crc.types.find((type: { type: string }) => type.type === 'other').state;
    const before = { ...(await count()), state: await stateOf() };
    expect(before.state).toBe('neutral');
    const response = await withFailingAudit(t.database.db, 'project.crc_state', () =>
      call('PUT', `/api/project/${mine}/crcFiles/state`, salesman, { crcType: 'other', state: 'error' }),
    );
    expect(response.statusCode).toBe(500);
    expect({ ...(await count()), state: await stateOf() }).toEqual(before);
  });

  it('crcMail mails the customer the state of each type through the outbox', async () => {
    const response = await call('POST', `/api/project/${mine}/crcMail`, salesman, {
      message: 'Merci de valider la cuisine.',
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.projectId, mine), eq(outboxMessages.channel, 'email')))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    expect(mail).toMatchObject({ sentBy: salesmanId, status: 'pending' });
    expect(mail?.subject).toContain('point sur les modifications');
    expect(mail?.bodyText).toContain('- Plan : validé');
    expect(mail?.bodyText).toContain('- Cuisine : en cours d’étude'.replace('’', "'"));
    expect(mail?.bodyText).toContain('Merci de valider la cuisine.');
    expect((await call('POST', `/api/project/${mine}/crcMail`, customer, {})).statusCode).toBe(403);
    expect((await call('POST', `/api/project/${foreign}/crcMail`, salesman, {})).statusCode).toBe(403);
  });
});

describe('relationship: /api/project/{project}/mailSms', () => {
  it('sends an SMS and an e-mail to the customer and lists them newest first with their status', async () => {
    const sms = await call('POST', `/api/project/${mine}/mailSms`, salesman, {
      channel: 'sms',
      message: 'Bonjour, votre rendez-vous est confirmé.',
    });
    expect(sms.statusCode).toBe(200);
    expect(sms.json()).toMatchObject({
      message: 'SMS envoyé au client.',
      sent: { channel: 'sms', status: 'pending', sentBy: { id: salesmanId } },
    });
    const mail = await call('POST', `/api/project/${mine}/mailSms`, salesman, {
      channel: 'email',
      subject: 'Votre dossier',
      message: 'Bonjour, voici les pièces manquantes.',
    });
    expect(mail.statusCode).toBe(200);
    const list = await call('GET', `/api/project/${mine}/mailSms`, salesman);
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.contact.email).toMatch(/@/);
    expect(body.contact.phone).toMatch(/^0\d{9}$/);
    expect(body.sms[0]).toMatchObject({
      id: sms.json().sent.id,
      body: 'Bonjour, votre rendez-vous est confirmé.',
      status: 'pending',
      subject: null,
    });
    expect(body.sms[0].sentBy.name).toMatch(/\S/);
    expect(body.mails[0]).toMatchObject({ subject: 'Votre dossier', status: 'pending' });
    // crcMail of the previous block is older.
    expect(body.mails[1].subject).toContain('point sur les modifications');
    const [queued] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, sms.json().sent.id));
    expect(queued).toMatchObject({ projectId: mine, sentBy: salesmanId, channel: 'sms' });
  });

  it('validates in French: subject of an e-mail, empty message, channel, SMS length', async () => {
    const post = (payload: object) => call('POST', `/api/project/${mine}/mailSms`, salesman, payload);
    const noSubject = await post({ channel: 'email', message: 'Bonjour' });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().fields.subject).toBe("Saisissez l'objet de l'e-mail");
    expect((await post({ channel: 'sms', message: '   ' })).statusCode).toBe(400);
    expect((await post({ channel: 'fax', message: 'Bonjour' })).statusCode).toBe(400);
    expect((await post({ channel: 'sms', message: 'x'.repeat(641) })).statusCode).toBe(400);
  });

  it('answers 400 in French when the customer has no e-mail or no phone', async () => {
    const [project] = await t.database.db
      .select({ customerId: projects.customerId })
      .from(projects)
      .where(eq(projects.id, mine));
    const customerId = project?.customerId ?? 0;
    const [saved] = await t.database.db.select().from(customers).where(eq(customers.id, customerId));
    await t.database.db
      .update(customers)
      .set({ email: null, email2: null, phone: null, phone2: null })
      .where(eq(customers.id, customerId));
    try {
      const sms = await call('POST', `/api/project/${mine}/mailSms`, salesman, {
        channel: 'sms',
        message: 'a',
      });
      expect(sms.statusCode).toBe(400);
      expect(sms.json().message).toBe(
        "Ce client n'a pas de numéro de téléphone : le SMS ne peut pas être envoyé.",
      );
      const mail = await call('POST', `/api/project/${mine}/mailSms`, salesman, {
        channel: 'email',
        subject: 'a',
        message: 'b',
      });
      expect(mail.statusCode).toBe(400);
      expect(mail.json().message).toContain("pas d'adresse e-mail");
      expect((await call('POST', `/api/project/${mine}/crcMail`, salesman, {})).statusCode).toBe(400);
    } finally {
      await t.database.db
        .update(customers)
        .set({ email: saved?.email, email2: saved?.email2, phone: saved?.phone, phone2: saved?.phone2 })
        .where(eq(customers.id, customerId));
    }
  });

  it('is for the project’s team: customers, craftsmen, other salespeople and grid operators are refused', async () => {
    expect((await call('GET', `/api/project/${customerOwn}/mailSms`, customer)).statusCode).toBe(403);
    expect((await call('GET', `/api/project/${mine}/mailSms`, craftsman)).statusCode).toBe(403);
    expect((await call('GET', `/api/project/${foreign}/mailSms`, salesman)).statusCode).toBe(403);
    expect((await call('GET', `/api/project/${foreign}/mailSms`, admin)).statusCode).toBe(200);
    const sms = { channel: 'sms', message: 'Bonjour' };
    expect((await call('POST', `/api/project/${foreign}/mailSms`, salesman, sms)).statusCode).toBe(403);
    expect((await call('POST', `/api/project/${mine}/mailSms`, gridOperator, sms)).statusCode).toBe(403);
    expect((await call('POST', `/api/project/${mine}/mailSms`, craftsman, sms)).statusCode).toBe(403);
  });

  it('lists the demo relationship of the construction project', async () => {
    const [demo] = await t.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.name, 'Maison Dahlia à Distré'));
    const body = (await call('GET', `/api/project/${demo?.id}/mailSms`, admin)).json();
    expect(body.mails.map((mail: { subject: string }) => mail.subject)).toEqual([
      'Démarrage du chantier',
      'Vos plans modifiés',
    ]);
    expect(body.sms).toHaveLength(1);
    expect(body.sms[0].status).toBe('sent');
    const { crc } = (await call('GET', `/api/project/${demo?.id}/crcFiles`, admin)).json();
    expect(crc.globalState).toBe('error');
  });
});
