import type { TSheetCan } from '@batir/shared/prospect-sheet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type DemoRole, demoUserId, login, type TestApp } from '../../../test/helpers';
import { FIXTURES, multipartBody } from '../files/multipart.test-helper';

/**
 * Issue 15, defect 5: the sheet says what its reader may do (`can`), and each flag is what the write
 * routes answer. A grid operator (reseau@) on a prospect of commercial@, whom he manages, keeps the
 * commercial follow-up only; commercial@ and an administrator do everything.
 */
let t: TestApp;
const tokens = {} as Record<DemoRole, string>;
let salesmanId = 0;

const inject = (role: DemoRole, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(tokens[role]), ...(payload ? { payload } : {}) });

/** A fresh prospect of commercial@ (created by an administrator) with one attachment. */
async function teamProspect(label: string) {
  const created = await inject('admin', 'POST', '/prospect', {
    name1: 'Droits',
    surname1: label,
    phone: '0611223344',
    email: `droits.${label.toLowerCase()}@example.fr`,
    postalCode: '37000',
    city: 'Tours',
    type: 'phone',
    salesmanId,
  });
  expect(created.statusCode, created.body).toBe(200);
  const { projectId } = created.json() as { projectId: number };
  const body = multipartBody({}, [{ name: 'plan.pdf', data: FIXTURES.pdf }]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/attachment/${projectId}`,
    headers: { ...bearer(tokens.admin), ...body.headers },
    payload: body.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return projectId;
}

async function sheetOf(role: DemoRole, projectId: number) {
  const response = await inject(role, 'GET', `/project/sheet/${projectId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    can: TSheetCan;
    customer: { id: number };
    attachments: { id: number; name: string }[];
  };
}

/** One write route per flag, as `role`: whether the server accepted it. */
async function accepted(role: DemoRole, projectId: number) {
  const sheet = await sheetOf('admin', projectId);
  const customerId = sheet.customer.id;
  const fileId = sheet.attachments[0]?.id;
  const ok = async (response: Awaited<ReturnType<typeof inject>>) => {
    expect([200, 403], response.body).toContain(response.statusCode);
    return response.statusCode === 200;
  };
  const infos = (await inject('admin', 'GET', `/project/infos/${projectId}`)).json().infos;
  const result: Record<keyof TSheetCan, boolean> = {
    edit: await ok(await inject(role, 'PUT', '/project/infos', { ...infos, name: `Projet ${role}` })),
    household: await ok(
      await inject(role, 'PUT', `/user/${customerId}/personalContribution`, { personalContribution: 20_000 }),
    ),
    attachments: await ok(await inject(role, 'PUT', `/file/${fileId}/rename`, { name: `plan-${role}.pdf` })),
    followUp: await ok(
      await inject(role, 'POST', `/contactAttempt/project/${projectId}`, {
        channel: 'phone',
        outcome: 'noAnswer',
        comment: '',
      }),
    ),
    // Last: it turns the prospect into a customer.
    convert: await ok(await inject(role, 'POST', `/user/${customerId}/convert`, { projectId })),
  };
  return result;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'salesman', 'gridOperator'] as const)
    tokens[role] = (await login(t.app, role)).accessToken;
  salesmanId = await demoUserId(t, 'salesman');
});
afterAll(() => t?.close());

describe('the prospect sheet says what its reader may do', () => {
  it.each([
    ['gridOperator', { edit: false, household: false, convert: false, attachments: false, followUp: true }],
    ['salesman', { edit: true, household: true, convert: true, attachments: true, followUp: true }],
    ['admin', { edit: true, household: true, convert: true, attachments: true, followUp: true }],
  ] as const)('%s on a prospect of commercial@: %o, as the write routes answer', async (role, expected) => {
    const projectId = await teamProspect(role);
    const { can } = await sheetOf(role, projectId);
    expect(can).toEqual(expected);
    expect(await accepted(role, projectId)).toEqual(can);
  });
});
