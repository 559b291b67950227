/**
 * The app runs under its own Content-Security-Policy (apps/server/src/plugins/security.ts): the sign-in page
 * and the summary, signed in as the administrator, in real Chromium, raise no CSP violation (no inline script,
 * no eval, styles of MUI allowed, the real-time WebSocket allowed by connect-src 'self').
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ADMIN_EMAIL, accessToken } from '../helpers/api';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser';

type Violation = { directive: string; blocked: string; source: string; page: string };

describe.skipIf(!inject('browserAvailable'))('content security policy', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('the sign-in page and the summary of the administrator raise no CSP violation', async () => {
    const { context, page } = await newPage(browser);
    const violations: Violation[] = [];
    const consoleReports: string[] = [];
    // Survives navigations: every document reports its violations here.
    await page.exposeFunction('__cspViolation', (violation: Violation) => violations.push(violation));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __cspViolation(v: Violation): void }).__cspViolation({
          directive: event.violatedDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}`,
          page: location.pathname,
        });
      });
    });
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text()))
        consoleReports.push(message.text());
    });
    try {
      const login = await page.goto('/v2/login');
      const policy = login?.headers()['content-security-policy'] ?? '';
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      await page.getByLabel('Adresse e-mail').waitFor();

      await signIn(page, 'admin@demo.batir.fr');
      await page.goto('/v2/admin/summary');
      const grid = page.getByRole('list', { name: 'Catégories du récapitulatif' });
      await grid.getByRole('heading', { level: 2 }).first().waitFor();
      // Everything the page loads (counters, lists, the notification socket) has been asked for.
      await page.waitForLoadState('networkidle');

      expect(violations).toEqual([]);
      expect(consoleReports).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('our pages frame the PDF viewer; the app itself cannot be framed', async () => {
    // A PDF in the shared documents, and its five-minute viewer address.
    const form = new FormData();
    form.append(
      'files[0]',
      new Blob(['%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'], {
        type: 'application/pdf',
      }),
      'csp.pdf',
    );
    const uploaded = await fetch(`${baseUrl()}/api/file/common`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await accessToken(ADMIN_EMAIL)}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const [file] = ((await uploaded.json()) as { files: { id: number }[] }).files;
    const link = await fetch(`${baseUrl()}/api/file/${file?.id}/link`, {
      headers: { Authorization: `Bearer ${await accessToken(ADMIN_EMAIL)}` },
    });
    const { url } = (await link.json()) as { url: string };
    expect(url).toMatch(/^\/viewer\/type\//);

    const { context, page } = await newPage(browser);
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors|Refused to (display|frame)/i.test(message.text())) refusals.push(message.text());
    });
    try {
      await page.goto('/v2/login');
      await page.getByLabel('Adresse e-mail').waitFor();
      const frame = (src: string) =>
        page.evaluate(
          (address) =>
            new Promise<void>((resolve) => {
              const element = document.createElement('iframe');
              element.title = 'Cadre d’essai';
              element.addEventListener('load', () => resolve());
              element.src = address;
              document.body.append(element);
            }),
          src,
        );
      await frame(url);
      expect(refusals).toEqual([]);
      await frame('/v2/login');
      await expect.poll(() => refusals.length).toBeGreaterThan(0);
      expect(refusals.join('\n')).toContain("frame-ancestors 'none'");
    } finally {
      await context.close();
    }
  });

  test('a violation would be seen: an inline script is refused and reported', async () => {
    const { context, page } = await newPage(browser);
    const violations: string[] = [];
    await page.exposeFunction('__cspSeen', (directive: string) => violations.push(directive));
    try {
      await page.goto('/v2/login');
      await page.getByLabel('Adresse e-mail').waitFor();
      const ran = await page.evaluate(async () => {
        const seen = new Promise<void>((resolve) =>
          document.addEventListener('securitypolicyviolation', (event) => {
            (window as unknown as { __cspSeen(d: string): void }).__cspSeen(event.effectiveDirective);
            resolve();
          }),
        );
        const script = document.createElement('script');
        script.textContent = 'window.__inlineRan = true;';
        document.body.append(script);
        await seen;
        return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
      });
      expect(ran).toBe(false);
      expect(violations).toEqual(['script-src-elem']);
    } finally {
      await context.close();
    }
  });
});
