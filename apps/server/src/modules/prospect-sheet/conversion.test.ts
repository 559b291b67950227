/**
 * Issue 15, defect 7: a converted prospect keeps on the customer screens what its sheet held (personal
 * contribution, qualification, project, land), read from the same rows, not copied.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoUserId, login, type TestApp } from '../../../test/helpers';

let t: TestApp;
let salesman: string;
let salesmanId: number;

beforeAll(async () => {
  t = await createTestApp();
  salesman = (await login(t.app, 'salesman')).accessToken;
  salesmanId = await demoUserId(t, 'salesman');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(salesman), ...(payload ? { payload } : {}) });

describe('what the prospect sheet held, on the customer screens after conversion', () => {
  it('shows the same contribution, qualification, project and land, one value for both screens', async () => {
    const added = await call('POST', '/api/prospect', {
      name1: 'Reprise',
      surname1: 'Test',
      phone: '0102030406',
      email: 'reprise@exemple.fr',
      postalCode: '37000',
      city: 'Tours',
      projectName: 'Maison Reprise',
      landPostalCode: '37550',
      landCity: 'Saint-Avertin',
      salesmanId,
    });
    expect(added.statusCode, added.body).toBe(200);
    const { projectId, customerId } = added.json() as { projectId: number; customerId: number };
    const contribution = await call('PUT', `/api/user/${customerId}/personalContribution`, {
      personalContribution: 25000,
    });
    expect(contribution.statusCode).toBe(200);
    const qualified = await call('PUT', `/api/user/${customerId}/qualification`, {
      projectId,
      qualification: 'hot',
    });
    expect(qualified.statusCode).toBe(200);
    expect((await call('POST', `/api/user/${customerId}/convert`)).statusCode).toBe(200);

    const financing = (await call('GET', `/api/project/${projectId}/financing`)).json().financing;
    expect(financing.personalContributionCents).toBe(2_500_000);
    const header = (await call('GET', `/api/project/${projectId}/preconstruction`)).json();
    expect(header.project).toMatchObject({
      name: 'Maison Reprise',
      qualification: 'hot',
      landCity: 'Saint-Avertin',
      landPostalCode: '37550',
      isProspect: false,
    });
    const land = (await call('GET', `/api/project/${projectId}/land`)).json().land;
    expect(land).toMatchObject({ city: 'Saint-Avertin', postalCode: '37550' });

    // Changed on the financing screen: the prospect sheet reads the same household value.
    const need = await call('PUT', `/api/project/${projectId}/financing/need`, {
      totalNeed: '280 000',
      personalContribution: '30 000',
    });
    expect(need.statusCode, need.body).toBe(200);
    expect(need.json().financing).toMatchObject({
      personalContributionCents: 3_000_000,
      remainingCents: 25_000_000,
    });
    const sheet = (await call('GET', `/api/project/sheet/${projectId}`)).json();
    expect(sheet.customer.personalContribution).toBe(30000);
    // Whole euros only, as on the prospect sheet.
    const cents = await call('PUT', `/api/project/${projectId}/financing/need`, {
      totalNeed: '280 000',
      personalContribution: '30 000,50',
    });
    expect(cents.statusCode).toBe(400);
    expect(cents.json().fields.personalContribution).toBe(
      'Apport personnel : en euros entiers (ex. 25 000).',
    );
  });
});
