/**
 * A converted customer through the whole pre-construction (issue 6, first « Done when » item): an
 * administrator takes a fresh customer (a new prospect, converted) through the land (deed received), the
 * financing (loan offers attested), the building permit (deposited, then granted with its issue date), the
 * project frozen, the 10 constitution pieces (uploaded and accepted) and the logisbox file; after each step
 * the advancement page shows the gauge moving on and the refusal naming one thing less, until « Passer en
 * construction » is allowed and the project switches to construction (panel, page and history say so).
 */
import { CONSTITUTION_PIECES } from '@batir/shared/preconstruction';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ADMIN_EMAIL, accessToken } from '../helpers/api';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

async function api<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${await accessToken(ADMIN_EMAIL)}`,
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A fresh prospect of the administrator, converted into a customer: no other journey touches it. */
async function newCustomerProject(name1: string): Promise<number> {
  const { body: init } = await api<{ userId: number }>('/api/prospect/initData');
  const { status, body } = await api<{ projectId: number; customerId: number }>('/api/prospect', {
    method: 'POST',
    body: {
      name1,
      surname1: 'Camille',
      phone: '0602030405',
      email: `${name1.toLowerCase()}@exemple.fr`,
      postalCode: '37300',
      city: 'Joué-lès-Tours',
      salesmanId: init.userId,
    },
  });
  if (status !== 200) throw new Error(`prospect: HTTP ${status} ${JSON.stringify(body)}`);
  const converted = await api(`/api/user/${body.customerId}/convert`, {
    method: 'POST',
    body: { projectId: body.projectId },
  });
  if (converted.status !== 200) throw new Error(`convert: HTTP ${converted.status}`);
  return body.projectId;
}

/** DD/MM/YYYY in Paris, `daysAgo` days before today. */
const frenchDay = (daysAgo: number) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );

/** Types DD/MM/YYYY into the MUI date picker labelled `label` inside `scope` (day section first). */
async function typeDate(page: Page, scope: Locator, label: string, day: string) {
  const group = scope.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(day.replaceAll('/', ''));
  await expect.poll(() => scope.locator(`input[value="${day}"]`).count()).toBe(1);
}

const snack = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

const MILESTONES = [
  'permis de construire non accordé',
  'projet non figé',
  'offres de prêt non reçues',
  'acte du terrain non reçu',
  'dossier logisbox incomplet',
] as const;
type MissingMilestone = (typeof MILESTONES)[number];

/**
 * Opens the advancement page and checks the gauge (`reached` of 5 milestones, in the panel and on the
 * page) and the refusal: exactly the milestones of `missing` and the pieces not in `accepted`, named in
 * French in the list and in the reason under the disabled button.
 */
async function expectAdvancement(
  page: Page,
  projectId: number,
  missing: readonly MissingMilestone[],
  accepted: number,
) {
  const reached = 5 - missing.length;
  const percent = reached * 20;
  await page.goto(`/v2/admin/customer/${projectId}/preconstruction/advancement`);
  await page.getByRole('heading', { level: 1, name: 'Avancement du projet' }).waitFor();
  const panel = page.getByRole('complementary', { name: 'Client et projet' });
  await panel.getByText(`${reached} / 5 jalons · ${percent} %`).waitFor();
  const milestones = page.getByRole('list', { name: 'Jalons' });
  await expect.poll(() => milestones.getByText(/^Atteint le \d{2}\/\d{2}\/\d{4}$/).count()).toBe(reached);
  await expect.poll(() => milestones.getByText('Non atteint', { exact: true }).count()).toBe(missing.length);
  await page.getByText(`${percent} %`, { exact: true }).waitFor();

  const list = page.getByRole('list', { name: 'Éléments manquants' });
  const piecesLeft = CONSTITUTION_PIECES.slice(accepted).map((piece) => piece.label);
  await expect.poll(() => list.getByRole('listitem').count()).toBe(missing.length + piecesLeft.length);
  for (const milestone of MILESTONES) {
    const line = list.getByText(`• ${milestone}`, { exact: true });
    if (missing.includes(milestone)) await line.waitFor();
    else expect(await line.count(), milestone).toBe(0);
  }
  for (const [index, piece] of CONSTITUTION_PIECES.entries()) {
    const line = list.getByText(`• Pièce non acceptée : ${piece.label}`, { exact: true });
    if (index >= accepted) await line.waitFor();
    else expect(await line.count(), piece.label).toBe(0);
  }
  expect(await page.getByRole('button', { name: 'Passer en construction' }).isDisabled()).toBe(true);
  const parts: string[] = [...missing];
  if (piecesLeft.length) parts.push(`pièces non acceptées : ${piecesLeft.join(', ')}`);
  const reason = `Passage en construction impossible : ${parts.join(' ; ')}.`;
  await expect.poll(() => page.getByTestId('switch-reason').textContent()).toBe(reason);
  return reason;
}

describe.skipIf(!inject('browserAvailable'))('customer pre-construction journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('land, financing, permit, frozen, pieces, logisbox: the switch to construction refused, then allowed', {
    timeout: 240_000,
  }, async () => {
    const name1 = `Parcours${Date.now().toString(36)}`;
    const projectId = await newCustomerProject(name1);
    const customer = `Camille ${name1}`;
    const home = `/v2/admin/customer/${projectId}`;
    const screen = (name: string) => `${home}/preconstruction/${name}`;

    const { context, page } = await newPage(browser);
    await signIn(page, ADMIN_EMAIL);

    // ——— Nothing done: 0 / 5, the switch refused with every milestone and every piece named ———
    let reason = await expectAdvancement(page, projectId, MILESTONES, 0);
    const panel = page.getByRole('complementary', { name: 'Client et projet' });
    await panel.getByRole('heading', { name: customer }).waitFor();
    await panel.getByText('Pré-construction', { exact: true }).waitFor();
    const refused = await api<{ message: string }>(`/api/project/${projectId}/switchToConstruction`, {
      method: 'PUT',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(reason);
    expect(refused.body.message).toContain('permis de construire non accordé');
    expect(refused.body.message).toContain('Offres de prêt acceptées');

    // ——— Land: acquired, its deed received ———
    await page.goto(screen('land'));
    const landForm = page.getByRole('form', { name: 'Terrain', exact: true });
    await landForm.waitFor();
    await landForm.getByRole('combobox', { name: 'Statut' }).click();
    await page.getByRole('option', { name: 'Terrain acquis' }).click();
    await landForm.getByLabel('Adresse du terrain').fill('12 allée des Tilleuls, lot 3');
    await landForm.getByLabel('Code postal').fill('37300');
    await landForm.getByLabel('Commune').fill('Joué-lès-Tours');
    await typeDate(page, landForm, 'Acte du terrain reçu le', frenchDay(30));
    await landForm.getByRole('button', { name: 'Enregistrer le terrain' }).click();
    await snack(page, 'Enregistrement effectué !');
    const afterLand = [
      'permis de construire non accordé',
      'projet non figé',
      'offres de prêt non reçues',
      'dossier logisbox incomplet',
    ] as const;
    let shorter = await expectAdvancement(page, projectId, afterLand, 0);
    expect(shorter.length).toBeLessThan(reason.length);
    reason = shorter;

    // ——— Financing: requested, sent to the bank, attestation joined, loan offers attested ———
    await page.goto(screen('financing'));
    await page.getByRole('heading', { level: 1, name: 'Financement' }).waitFor();
    const state = page.getByTestId('financing-state');
    await expect.poll(() => state.textContent()).toBe('Non demandé');
    await page.getByRole('button', { name: 'Demander le financement' }).click();
    await expect.poll(() => state.textContent()).toBe('Demandé');
    await page.getByRole('button', { name: 'Marquer envoyé à la banque' }).click();
    await expect.poll(() => state.textContent()).toBe('Envoyé à la banque');
    const attestation = page.getByRole('region', { name: 'Attestation des offres de prêt', exact: true });
    await attestation.getByTestId('uploader-input').setInputFiles({
      name: 'offres-de-pret-parcours.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await attestation.getByRole('button', { name: 'Joindre l’attestation' }).click();
    await attestation
      .getByRole('list', { name: 'Attestations des offres de prêt' })
      .getByRole('button', { name: 'offres-de-pret-parcours.pdf' })
      .waitFor();
    // The reception day: today (sent to the bank today, the offers cannot be dated before).
    expect(await attestation.locator(`input[value="${frenchDay(0)}"]`).count()).toBe(1);
    await attestation.getByRole('button', { name: 'Attester la réception des offres' }).click();
    await expect.poll(() => state.textContent()).toBe('Offres reçues');
    await attestation.getByText(`Offres de prêt reçues le ${frenchDay(0)}.`).waitFor();
    const afterFinancing = [
      'permis de construire non accordé',
      'projet non figé',
      'dossier logisbox incomplet',
    ] as const;
    shorter = await expectAdvancement(page, projectId, afterFinancing, 0);
    expect(shorter.length).toBeLessThan(reason.length);
    reason = shorter;

    // ——— Building permit: printed, signed copy downloaded, deposited with its number, granted ———
    await page.goto(screen('buildingPermit'));
    await page.getByRole('heading', { level: 1, name: 'Permis de construire' }).waitFor();
    await page.getByRole('button', { name: 'Marquer imprimé' }).click();
    await snack(page, 'Dossier de permis marqué imprimé.');
    await page.getByRole('button', { name: 'Marquer téléchargé / signé' }).click();
    await snack(page, 'Dossier signé marqué téléchargé.');
    await page.getByRole('button', { name: 'Déclarer le dépôt' }).click();
    const deposit = page.getByRole('dialog', { name: 'Déclarer le dépôt du permis' });
    await typeDate(page, deposit, 'Déposé le', frenchDay(60));
    await deposit.getByLabel('Numéro de permis').fill('PC 037 122 26 PARC1');
    await deposit.getByRole('button', { name: 'Enregistrer le dépôt' }).click();
    await snack(page, 'Dépôt du permis enregistré.');
    await page.getByTestId('bp-number').getByText('PC 037 122 26 PARC1').waitFor();
    await page.getByTestId('bp-tile').getByText('En instruction').waitFor();
    await page.getByRole('button', { name: "Saisir la date d'obtention" }).click();
    const issue = page.getByRole('dialog', { name: "Date d'obtention du permis" });
    await typeDate(page, issue, 'Accordé le', frenchDay(10));
    await issue.getByRole('button', { name: 'Enregistrer' }).click();
    await snack(page, 'Permis accordé : date enregistrée.');
    await page.getByTestId('bp-tile').getByText('Permis accordé').waitFor();
    await page.getByTestId('bp-issue-date').getByText(frenchDay(10)).waitFor();
    shorter = await expectAdvancement(page, projectId, ['projet non figé', 'dossier logisbox incomplet'], 0);
    expect(shorter.length).toBeLessThan(reason.length);
    reason = shorter;

    // ——— The project frozen from the actions menu of its home page ———
    await page.goto(home);
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Figer le projet' }).click();
    await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Oui' }).click();
    await snack(page, 'Enregistrement effectué !');
    await page
      .getByRole('list', { name: 'Historique du projet' })
      .getByText('Projet figé', { exact: true })
      .waitFor();
    shorter = await expectAdvancement(page, projectId, ['dossier logisbox incomplet'], 0);
    expect(shorter.length).toBeLessThan(reason.length);
    reason = shorter;

    // ——— The constitution pieces: each uploaded, then accepted (all 10 through the page) ———
    const acceptPiece = async (index: number) => {
      const piece = CONSTITUTION_PIECES[index];
      if (!piece) throw new Error(`piece ${index}`);
      const row = page.getByTestId(`piece-${piece.key}`);
      await row.getByRole('button', { name: `Ajouter un fichier : ${piece.label}` }).click();
      const upload = page.getByRole('dialog', { name: `Ajouter des fichiers : ${piece.label}` });
      await upload.getByTestId('uploader-input').setInputFiles({
        name: `${piece.key}.pdf`,
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await upload.getByRole('button', { name: 'Envoyer' }).click();
      await upload.waitFor({ state: 'detached' });
      await row.getByText('Reçue, à vérifier').waitFor();
      await row.getByRole('button', { name: `Décider : ${piece.label}` }).click();
      const decision = page.getByRole('dialog', { name: piece.label });
      await decision.getByRole('button', { name: 'Accepter' }).click();
      await decision.waitFor({ state: 'detached' });
      await row.getByText('Acceptée', { exact: true }).waitFor();
      const accepted = index + 1;
      await page
        .getByTestId('constitution-progress')
        .getByText(`${accepted} ${accepted > 1 ? 'pièces acceptées' : 'pièce acceptée'} sur 10`)
        .waitFor();
    };
    await page.goto(screen('elementsConstitution'));
    await page.getByText('0 pièce acceptée sur 10').waitFor();
    await acceptPiece(0);
    await acceptPiece(1);
    shorter = await expectAdvancement(page, projectId, ['dossier logisbox incomplet'], 2);
    expect(shorter.length).toBeLessThan(reason.length);
    reason = shorter;

    await page.goto(screen('elementsConstitution'));
    await page.getByText('2 pièces acceptées sur 10').waitFor();
    for (let index = 2; index < CONSTITUTION_PIECES.length; index++) await acceptPiece(index);
    shorter = await expectAdvancement(page, projectId, ['dossier logisbox incomplet'], 10);
    expect(shorter).toBe('Passage en construction impossible : dossier logisbox incomplet.');

    // ——— Logisbox: the appointment set, then the file done ———
    await page.goto('/v2/admin/summary/logisbox');
    await page.getByRole('heading', { level: 1, name: 'Logisbox' }).waitFor();
    const row = page.getByTestId(new RegExp(`^logisbox-\\w+-${projectId}$`)).first();
    await row.getByText('10 / 10').waitFor();
    await row.getByRole('button', { name: `Rendez-vous logisbox : ${customer}` }).click();
    const appointment = page.getByRole('dialog', { name: `Rendez-vous logisbox : ${customer}` });
    await appointment.getByLabel('Date et heure').fill('15/01/2030 10:30');
    await appointment.getByRole('button', { name: 'Enregistrer' }).click();
    await appointment.waitFor({ state: 'detached' });
    await row.getByText('15/01/2030 10:30').waitFor();
    await row.getByRole('button', { name: 'Dossier terminé' }).click();
    await snack(page, 'Enregistrement effectué !');
    // Done: the project leaves the logisbox lists.
    await expect.poll(() => page.getByTestId(new RegExp(`^logisbox-\\w+-${projectId}$`)).count()).toBe(0);

    // ——— 5 / 5 and every piece accepted: the switch is allowed ———
    await page.goto(screen('advancement'));
    await page.getByRole('heading', { level: 1, name: 'Avancement du projet' }).waitFor();
    await panel.getByText('5 / 5 jalons · 100 %').waitFor();
    await page.getByText('100 %', { exact: true }).waitFor();
    await page
      .getByText('Les 5 jalons sont atteints et toutes les pièces du dossier sont acceptées.')
      .waitFor();
    expect(await page.getByRole('list', { name: 'Éléments manquants' }).count()).toBe(0);
    expect(await page.getByTestId('switch-reason').count()).toBe(0);
    const toConstruction = page.getByRole('button', { name: 'Passer en construction' });
    await expect.poll(() => toConstruction.isEnabled()).toBe(true);
    await toConstruction.click();
    await page
      .getByRole('dialog', { name: 'Passer en construction' })
      .getByRole('button', { name: 'Oui' })
      .click();
    await snack(page, 'Le projet est passé en construction.');
    await page.getByText('Le projet est en construction.', { exact: true }).waitFor();
    await panel.getByText('Construction : gros œuvre', { exact: true }).waitFor();
    expect(await panel.getByText('Pré-construction', { exact: true }).count()).toBe(0);

    // The history of the project home shows the switch.
    await page.goto(home);
    const timeline = page.getByRole('list', { name: 'Historique du projet' });
    await timeline.getByText('Passage en construction', { exact: true }).waitFor();
    await timeline.getByText('Pré-construction → Construction : gros œuvre', { exact: true }).waitFor();

    // Switching twice is refused.
    const again = await api<{ message: string }>(`/api/project/${projectId}/switchToConstruction`, {
      method: 'PUT',
    });
    expect(again.status).toBe(409);
    await context.close();
  });
});
