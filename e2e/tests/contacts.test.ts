import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ADMIN_EMAIL, accessToken } from '../helpers/api';
import { baseUrl, launchBrowser, newPage, path, signIn } from '../support/browser';
import { screenshot } from '../support/shell';

type NewContacts = { newContact: { id: number; customerName: string }[] };
type Duplicate = { customerId: number; projectId: number; customerName: string };
type Outbox = { sink: { channel: string; recipient: string; subject: string | null; body: string }[] };

/** What a visitor sends from the website's contact form (public route, no token). */
async function postContact(fields: Record<string, string>) {
  const response = await fetch(`${baseUrl()}/api/website/form/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ postalCode: '49000', city: 'Angers', ...fields }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function adminGet<T>(url: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${url}`, {
    headers: { Authorization: `Bearer ${await accessToken(ADMIN_EMAIL)}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The id of the waiting contact named `customerName`, as the summary lists it. */
async function waitingContactId(customerName: string): Promise<number> {
  const { newContact } = await adminGet<NewContacts>('/api/summary/newContact');
  const contact = newContact.find((c) => c.customerName === customerName);
  if (!contact) throw new Error(`contact ${customerName} absent de la liste`);
  return contact.id;
}

describe.skipIf(!inject('browserAvailable'))('contact attribution', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('a website contact is attributed to an adviser, merged into its duplicate', {
    timeout: 120_000,
  }, async () => {
    // Hélène Lefèvre (a demo customer) writes again, without accents, with another phone format.
    await postContact({
      name1: 'Lefevre',
      surname1: 'helene',
      phone: '06.11.22.33.44',
      email: 'Helene.Lefevre+site@exemple.fr',
      message: 'Nous voudrions ajouter un garage à notre projet.',
    });
    const contactId = await waitingContactId('helene Lefevre');

    const { context, page } = await newPage(browser);
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/v2/admin/summary');
    const list = page.getByRole('list', { name: 'Contacts en attente' });
    const selected = page.waitForResponse((r) =>
      r.url().includes(`/api/summary/newContact?page=1&contactId=${contactId}`),
    );
    await list.getByRole('button', { name: /helene Lefevre/ }).click();
    const { contactSelected } = (await (await selected).json()) as {
      contactSelected: { listDuplicates: Duplicate[] };
    };
    expect(path(page)).toBe(`/v2/admin/summary?newContact=${contactId}`);

    const dialog = page.getByRole('dialog', { name: 'Attribution du contact : helene Lefevre' });
    await dialog.getByText('Nous voudrions ajouter un garage à notre projet.').waitFor();
    // The duplicate is the demo customer: a link to its sheet (pre-construction informations).
    const helene = contactSelected.listDuplicates[0];
    expect(helene?.customerName).toBe('Hélène Lefèvre');
    const row = dialog.getByRole('listitem', { name: 'Doublon Hélène Lefèvre' });
    await row.getByText('Nom proche, Même téléphone, Même e-mail').waitFor();
    expect(await row.getByRole('link', { name: 'Hélène Lefèvre' }).getAttribute('href')).toBe(
      `/v2/admin/customer/${helene?.projectId}/preconstruction/informations`,
    );

    await dialog.getByRole('button', { name: 'Fusionner' }).click();
    await dialog.getByRole('button', { name: 'Annuler' }).waitFor();
    expect(await dialog.getByRole('radio', { name: 'Fusionner avec Hélène Lefèvre' }).isChecked()).toBe(true);

    // No adviser chosen yet: the spec's alert.
    await dialog.getByRole('button', { name: 'Attribuer' }).click();
    const alert = page.getByRole('dialog', { name: 'Erreur' });
    await alert.getByText('Vous devez selectionner un gestionnaire').waitFor();
    await alert.getByRole('button', { name: 'OK' }).click();

    await dialog.getByRole('combobox', { name: 'Gestionnaire' }).click();
    await page.getByRole('option', { name: 'Sophie Garnier (secteur)' }).click();
    await screenshot(page, 'contact-attribution-dialog');
    await dialog.getByRole('button', { name: 'Attribuer' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Confirmation' });
    await confirmation.getByText("Vous avez choisi de fusionner le contact et de l'attribuer").waitFor();
    const attributed = page.waitForResponse((r) => r.url().endsWith('/api/summary/contactAttribute'));
    await confirmation.getByRole('button', { name: 'Oui' }).click();
    const answer = await attributed;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({
      merged: true,
      customerId: helene?.customerId,
      projectId: helene?.projectId,
    });

    // The dialog closes, the selection clears and the list reloads without the contact.
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => path(page)).toBe('/v2/admin/summary');
    await list.getByRole('button', { name: /helene Lefevre/ }).waitFor({ state: 'detached' });
    await context.close();
  });

  test('a declined contact is told by e-mail and SMS (the sinks receive them)', {
    timeout: 120_000,
  }, async () => {
    const email = `aurelien.refus.${Date.now()}@exemple.fr`;
    await postContact({
      name1: 'Refus',
      surname1: 'Aurélien',
      email,
      phone: '+33 7 12 34 56 78',
      city: 'Trélazé',
    });
    const contactId = await waitingContactId('Aurélien Refus');

    // The address a newContact notification opens.
    const { context, page } = await newPage(browser);
    await signIn(page, ADMIN_EMAIL);
    await page.goto(`/v2/admin/summary?newContact=${contactId}`);
    const dialog = page.getByRole('dialog', { name: 'Attribution du contact : Aurélien Refus' });
    // Sent as +33 by the website, shown in pairs like every French number (spec 1 §5).
    await dialog.getByText('Téléphone : 07 12 34 56 78').waitFor();
    await dialog.getByRole('button', { name: 'Refuser' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Confirmation' });
    await confirmation
      .getByText(
        "Un mail et un sms vont etre envoyés au contact afin de l'avertir que sa demande ne peut aboutir.",
      )
      .waitFor();
    const declined = page.waitForResponse((r) => r.url().endsWith('/api/summary/contactNonAttribute'));
    await confirmation.getByRole('button', { name: 'Oui' }).click();
    expect((await declined).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => path(page)).toBe('/v2/admin/summary');
    await context.close();

    // The outbox worker sends them to the SMTP sink and the SMS sink.
    await expect
      .poll(
        async () => {
          const { sink } = await adminGet<Outbox>('/api/outbox');
          return sink
            .filter((m) => m.recipient === email || m.recipient === '0712345678')
            .map((m) => `${m.channel} ${m.recipient} ${m.subject ?? ''}`)
            .sort();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toEqual([`email ${email} Votre demande de contact`, 'sms 0712345678 ']);
    const { sink } = await adminGet<Outbox>('/api/outbox');
    expect(sink.find((m) => m.recipient === '0712345678')?.body).toContain('Bonjour Aurélien Refus');
  });
});
