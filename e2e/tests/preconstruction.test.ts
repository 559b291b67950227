import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ADMIN_EMAIL, accessToken } from '../helpers/api';
import { answerTo, baseUrl, launchBrowser, newPage, signIn } from '../support/browser';

/**
 * A demo customer project in pre-construction with nothing entered, that no other journey uses (the
 * journeys share one server): « Maison Glycine à Saint-Léger-sous-Cholet ».
 */
const PROJECT = 'Saint-Léger-sous-Cholet';

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${await accessToken(ADMIN_EMAIL)}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function projectId(): Promise<number> {
  const answer = await api<{ customerList: { id: number; projectName: string }[] }>(
    'GET',
    `/api/search/global/${encodeURIComponent('Saint-Léger')}`,
  );
  const found = answer.customerList.find((row) => row.projectName.includes(PROJECT));
  if (!found) throw new Error(`demo project ${PROJECT} missing`);
  return found.id;
}

const saved = (page: Page, path: string) =>
  answerTo(page, (r) => r.url().endsWith(path) && r.request().method() !== 'GET');

describe.skipIf(!inject('browserAvailable'))('pre-construction', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('land and accessibility, a constitution piece uploaded and accepted, the logisbox lists follow', async () => {
    const id = await projectId();
    const { context, page } = await newPage(browser);
    await signIn(page, ADMIN_EMAIL);

    // ——— Land ———
    await page.goto(`/v2/admin/customer/${id}/preconstruction/land`);
    const landForm = page.getByRole('form', { name: 'Terrain', exact: true });
    await landForm.waitFor();
    await landForm.getByRole('combobox', { name: 'Statut' }).click();
    await page.getByRole('option', { name: 'Sous compromis' }).click();
    await landForm.getByLabel('Adresse du terrain').fill('Rue des Vignes, lot 7');
    await landForm.getByLabel('Code postal').fill('4928');
    await landForm.getByLabel('Commune').fill('Saint-Léger-sous-Cholet');
    await landForm.getByLabel('Section cadastrale').fill('AC');
    await landForm.getByLabel('Parcelle').fill('0315');
    await landForm.getByLabel('Surface').fill('650');
    await landForm.getByLabel('Prix').fill('65 000,50');
    await landForm.getByLabel('Eau').check();
    await landForm.getByLabel('Électricité').check();
    await landForm.getByRole('button', { name: 'Enregistrer le terrain' }).click();
    // Checked in the browser with the server's schema: nothing is sent.
    await landForm.getByText('Code postal invalide (5 chiffres)').waitFor();
    await landForm.getByLabel('Code postal').fill('49280');
    const landSaved = saved(page, `/api/project/${id}/land`);
    await landForm.getByRole('button', { name: 'Enregistrer le terrain' }).click();
    expect((await landSaved).status()).toBe(200);
    await page.getByText('Enregistrement effectué !').first().waitFor();

    const access = page.getByRole('form', { name: 'Accessibilité du terrain' });
    await access.getByRole('combobox', { name: 'Accès camion' }).click();
    await page.getByRole('option', { name: 'Oui' }).click();
    await access.getByLabel("Largeur d'accès").fill('3,5');
    await access.getByRole('combobox', { name: 'Pente' }).click();
    await page.getByRole('option', { name: 'Légère pente' }).click();
    await access.getByLabel('Obstacles (lignes, arbres, portail…)').fill('Haie à tailler côté rue');
    const accessSaved = saved(page, `/api/project/${id}/saveLandAccessibility`);
    await access.getByRole('button', { name: "Enregistrer l'accessibilité" }).click();
    expect((await accessSaved).status()).toBe(200);

    await page.reload();
    await page.getByRole('form', { name: 'Terrain', exact: true }).waitFor();
    expect(await page.getByLabel('Surface').inputValue()).toBe('650');
    expect(await page.getByLabel('Prix').inputValue()).toBe('65\u00a0000,50');
    expect(await page.getByLabel('Code postal').inputValue()).toBe('49280');
    expect(await page.getByLabel("Largeur d'accès").inputValue()).toBe('3,5');
    expect(await page.getByRole('checkbox', { name: 'Eau', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Gaz', exact: true }).isChecked()).toBe(false);

    // ——— The permit is granted (building-permit area): the project enters the logisbox lists ———
    await api('PUT', `/api/project/${id}/buildingPermit/deposited`, {
      depositedOn: '2026-06-01',
      number: 'PC 049 301 26 00042',
    });
    await api('PUT', `/api/project/${id}/buildingPermit/issueDate`, { issueDate: '2026-09-01' });
    await page.goto('/v2/admin/summary/logisbox');
    const waitingElement = page.getByTestId('logisbox-list-waitingElement');
    await waitingElement.getByTestId(`logisbox-waitingElement-${id}`).getByText('0 / 10').waitFor();
    const programmedBefore = Number(await page.getByTestId('logisbox-counter-programmed').textContent());

    // ——— A constitution piece: uploaded, then accepted ———
    await page.goto(`/v2/admin/customer/${id}/preconstruction/elementsConstitution`);
    await page.getByText('0 pièce acceptée sur 10').waitFor();
    const row = page.getByTestId('piece-identity');
    await row.getByText('Manquante').waitFor();
    await row.getByRole('button', { name: "Ajouter un fichier : Pièces d'identité des acquéreurs" }).click();
    const uploadDialog = page.getByRole('dialog', { name: /Ajouter des fichiers/ });
    await uploadDialog.getByTestId('uploader-input').setInputFiles({
      name: 'cni-durand.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
      ),
    });
    const uploaded = page.waitForResponse((r) => r.url().endsWith(`/api/attachment/${id}`));
    await uploadDialog.getByRole('button', { name: 'Envoyer' }).click();
    expect((await uploaded).status()).toBe(200);
    await row.getByText('Reçue, à vérifier').waitFor();
    await row.getByRole('button', { name: 'cni-durand.pdf' }).waitFor();

    await row.getByRole('button', { name: "Décider : Pièces d'identité des acquéreurs" }).click();
    const decision = page.getByRole('dialog', { name: "Pièces d'identité des acquéreurs" });
    await decision.getByLabel('Commentaire').fill('Pièces lisibles et valides');
    await decision.getByRole('button', { name: 'Accepter' }).click();
    await row.getByText('Acceptée', { exact: true }).waitFor();
    await page.getByText('1 pièce acceptée sur 10').waitFor();

    // ——— SMS reminder ———
    await page.getByRole('button', { name: 'Envoyer un SMS de relance' }).click();
    const sms = page.getByRole('dialog', { name: 'Envoyer un SMS de relance' });
    await sms.getByText('Aucun SMS envoyé pour ce projet.').waitFor();
    await sms
      .getByLabel('Message')
      .fill('Bonjour, merci de nous transmettre votre dernier avis d’imposition.');
    const smsSent = page.waitForResponse(
      (r) => r.url().endsWith(`/api/preconstruction/${id}/smsReminder`) && r.request().method() === 'POST',
    );
    await sms.getByRole('button', { name: 'Envoyer le SMS' }).click();
    expect((await smsSent).status()).toBe(200);
    await sms
      .getByRole('list', { name: 'SMS déjà envoyés' })
      .getByText('Bonjour, merci de nous transmettre votre dernier avis d’imposition.')
      .waitFor();
    await sms.getByRole('button', { name: 'Fermer' }).click();

    // ——— Logisbox: the lists follow ———
    await page.goto('/v2/admin/summary/logisbox');
    const elementRow = page.getByTestId(`logisbox-waitingElement-${id}`);
    await elementRow.getByText('1 / 10').waitFor();
    const signatureList = page.getByTestId('logisbox-list-waitingSignature');
    const signatureRow = signatureList.getByTestId(`logisbox-waitingSignature-${id}`);
    await signatureRow.waitFor();

    await elementRow.getByRole('button', { name: /^Rendez-vous logisbox/ }).click();
    const appointment = page.getByRole('dialog', { name: /Rendez-vous logisbox/ });
    await appointment.getByLabel('Date et heure').fill('15/01/2030 10:30');
    const appointmentSaved = saved(page, `/api/project/${id}/logisboxAppointmentDate`);
    await appointment.getByRole('button', { name: 'Enregistrer' }).click();
    expect((await appointmentSaved).status()).toBe(200);
    await elementRow.getByText('15/01/2030 10:30').waitFor();
    await page
      .getByTestId('logisbox-counter-programmed')
      .getByText(String(programmedBefore + 1), { exact: true })
      .waitFor();

    // The file cannot be finished while pieces are missing: the server says what is missing.
    await elementRow.getByRole('button', { name: 'Dossier terminé' }).click();
    await page.getByText(/9 pièces du dossier ne sont pas acceptées/).waitFor();

    await signatureRow.getByRole('button', { name: 'Marquer signé' }).click();
    await signatureRow.waitFor({ state: 'detached' });
    await page
      .getByTestId(`logisbox-waitingMeter-${id}`)
      .getByText(/^Signé le/)
      .waitFor();
    await context.close();
  });
});
