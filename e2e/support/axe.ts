/**
 * Accessibility of every page the journeys visit (issue 7, item 4): axe-core runs in each page a little
 * after a main-frame navigation to an address not checked yet in the file, before a context closes, and
 * after each test on the pages still open.
 * Violations of impact serious or critical fail the test (support/axe-setup.ts), listed with their address.
 *
 * launchBrowser() (browser.ts) calls watchBrowser(), so no journey needs to do anything. The source of axe is
 * evaluated through the DevTools protocol (page.evaluate of a string), which the app's CSP does not apply to.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Impacts that fail a test. */
const FAILING_IMPACTS = ['serious', 'critical'];
/** Delay between a navigation and its check; the check itself then waits for loaders to go (runAxe). */
const NAVIGATION_DELAY_MS = 300;
const CHECK_TIMEOUT_MS = 30_000;

/**
 * Known library issues that cannot be fixed from outside: one rule, one selector, and why. Keep it short.
 */
export const AXE_EXCEPTIONS: { rule: string; selector: string; why: string }[] = [
  {
    rule: 'aria-required-children',
    selector: '.MuiDataGrid-main:has(.MuiDataGrid-overlay [role="progressbar"])',
    why:
      'MUI X Data Grid draws its loading bar inside its role="grid" element, where only rows are allowed; ' +
      'the overlay is not ours to move. Only while it loads: the same grid without the bar is checked.',
  },
];

export type AxeViolation = {
  url: string;
  rule: string;
  impact: string;
  help: string;
  nodes: { target: string; html: string; summary: string }[];
};

type Watch = { pending: boolean; running: Promise<void> };

const watches = new Map<Page, Watch>();
const violations = new Map<string, AxeViolation>();
/** Addresses (numbers replaced by `:n`) already checked in this test file. */
const checked = new Set<string>();

const addressPattern = (url: string) => new URL(url).pathname.replace(/\/\d+(?=\/|$)/g, '/:n');

/** Every page of every context of `browser` is watched from its creation. */
export function watchBrowser(browser: Browser): Browser {
  // E2E_AXE=0: no checks (to tell an accessibility failure from another one while debugging).
  if (process.env.E2E_AXE === '0') return browser;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    watchContext(context);
    return context;
  };
  return browser;
}

function watchContext(context: BrowserContext) {
  context.on('page', watchPage);
  const close = context.close.bind(context);
  context.close = async (...args: Parameters<BrowserContext['close']>) => {
    await Promise.all(context.pages().map((page) => checkNow(page)));
    return close(...args);
  };
}

/**
 * After a navigation to an address not checked yet in this file, the page is checked (the journeys come back
 * to the same pages often). The checks at the end of each test and before a context closes always run.
 */
function watchPage(page: Page) {
  const watch: Watch = { pending: false, running: Promise.resolve() };
  watches.set(page, watch);
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || watch.pending) return;
    if (!/^https?:/.test(frame.url()) || checked.has(addressPattern(frame.url()))) return;
    watch.pending = true;
    setTimeout(() => void queueCheck(page, watch, true), NAVIGATION_DELAY_MS);
  });
  page.once('close', () => watches.delete(page));
}

/** Checks `page` now (after any check under way). */
function checkNow(page: Page): Promise<void> {
  const watch = watches.get(page);
  return watch ? queueCheck(page, watch, false) : Promise.resolve();
}

function queueCheck(page: Page, watch: Watch, afterNavigation: boolean): Promise<void> {
  watch.running = watch.running.then(() => {
    if (afterNavigation) watch.pending = false;
    // A page that never answers (stuck, or the browser going away) must not hold the test up.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, CHECK_TIMEOUT_MS);
    });
    return Promise.race([check(page, afterNavigation), timeout]).finally(() => clearTimeout(timer));
  });
  return watch.running;
}

/** Checks the pages still open, then returns the violations found since the last call and forgets them. */
export async function takeViolations(): Promise<AxeViolation[]> {
  await Promise.all([...watches.keys()].map((page) => checkNow(page)));
  const found = [...violations.values()];
  violations.clear();
  return found;
}

/** Never throws: a page that navigates or closes during its check is checked again later. */
async function check(page: Page, afterNavigation: boolean): Promise<void> {
  if (page.isClosed() || !/^https?:/.test(page.url())) return;
  if (afterNavigation && checked.has(addressPattern(page.url()))) return;
  try {
    const hasAxe = await page.evaluate('typeof window.axe === "object"');
    if (!hasAxe) await page.evaluate(`${AXE_SOURCE}\n;void 0`);
    const { attempts, violations: found } = await page.evaluate(runAxe, {
      impacts: FAILING_IMPACTS,
      exceptions: AXE_EXCEPTIONS,
    });
    const where = new URL(page.url());
    checked.add(addressPattern(where.href));
    if (process.env.E2E_AXE_LOG)
      appendFileSync(process.env.E2E_AXE_LOG, `${JSON.stringify({ checked: where.pathname, attempts })}\n`);
    const address = `${where.pathname}${where.search}`;
    for (const violation of found) {
      // One entry per rule and address; the nodes of repeated checks are merged.
      const key = `${violation.rule} ${address}`;
      const known = violations.get(key);
      if (!known) violations.set(key, { ...violation, url: address });
      else {
        const targets = new Set(known.nodes.map((node) => node.target));
        known.nodes.push(...violation.nodes.filter((node) => !targets.has(node.target)));
      }
      if (process.env.E2E_AXE_LOG) {
        appendFileSync(process.env.E2E_AXE_LOG, `${JSON.stringify({ ...violation, url: address })}\n`);
      }
    }
  } catch (error) {
    const message = (error as Error).message;
    if (process.env.E2E_AXE_LOG)
      appendFileSync(process.env.E2E_AXE_LOG, `${JSON.stringify({ error: message })}\n`);
  }
}

/**
 * Runs in the page: waits until it settles, runs axe, keeps serious and critical violations.
 * A page that changes while axe reads it (a message fading in, a list that finishes loading) gives results
 * about a state that no longer exists, e.g. text half-transparent during its fade, or a loading bar gone before
 * the exceptions are matched: such a run is thrown away and made again once the page has settled.
 */
async function runAxe({
  impacts,
  exceptions,
}: {
  impacts: string[];
  exceptions: { rule: string; selector: string }[];
}): Promise<{ attempts: number; violations: Omit<AxeViolation, 'url'>[] }> {
  const busy = () =>
    document.querySelector(
      '[aria-label="Chargement de la page"], .MuiSkeleton-root, .MuiDataGrid-overlay [role="progressbar"]',
    ) !== null ||
    document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
      );
  const settle = async () => {
    const deadline = Date.now() + 5000;
    while (busy() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  };

  // biome-ignore lint/suspicious/noExplicitAny: axe-core is injected as a global script.
  const axe = (window as any).axe;
  // biome-ignore lint/suspicious/noExplicitAny: axe-core's results, untyped here.
  let results: any;
  let attempts = 0;
  while (attempts < 4) {
    attempts += 1;
    await settle();
    let changed = false;
    const observer = new MutationObserver(() => {
      changed = true;
    });
    const onMotion = () => {
      changed = true;
    };
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    document.addEventListener('transitionrun', onMotion, true);
    document.addEventListener('animationstart', onMotion, true);
    try {
      results = await axe.run(document, { resultTypes: ['violations'], elementRef: true });
      // Records still queued at the end of the run count too.
      if (observer.takeRecords().length > 0) changed = true;
    } finally {
      observer.disconnect();
      document.removeEventListener('transitionrun', onMotion, true);
      document.removeEventListener('animationstart', onMotion, true);
    }
    if (!changed && !busy()) break;
  }
  const out: Omit<AxeViolation, 'url'>[] = [];
  for (const violation of results.violations) {
    if (!impacts.includes(violation.impact)) continue;
    const nodes = violation.nodes
      .filter(
        (node: { element?: Element }) =>
          !exceptions.some(
            (exception) => exception.rule === violation.id && node.element?.matches(exception.selector),
          ),
      )
      .map((node: { target: unknown[]; html: string; failureSummary?: string }) => ({
        target: node.target.map(String).join(' '),
        html: node.html.slice(0, 200),
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
      }));
    if (nodes.length > 0)
      out.push({ rule: violation.id, impact: violation.impact, help: violation.help, nodes });
  }
  return { attempts, violations: out };
}

/** A readable list for the test failure. */
export function formatViolations(found: AxeViolation[]): string {
  const lines = found.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 5)
      .map((node) => `      ${node.target}  ${node.html}`)
      .join('\n');
    const more = violation.nodes.length > 5 ? `\n      … et ${violation.nodes.length - 5} autres` : '';
    return `  ${violation.url} — ${violation.rule} (${violation.impact}) : ${violation.help}\n${nodes}${more}`;
  });
  return `Accessibilité (axe-core) : ${found.length} violation(s) grave(s) ou critique(s)\n${lines.join('\n')}`;
}
