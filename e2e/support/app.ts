import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { API } from '@app/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { PHONE } from './phone.ts';
import { REPO_ROOT, runMerchantCli } from './server.ts';

const RESULTS_DIR = path.join(REPO_ROOT, 'test-results');

export interface App {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly baseUrl: string;
  /** Opens a path of the site (e.g. `/m/`) and waits for the document. */
  goto(pathname: string): Promise<void>;
  /**
   * Opens a second, fresh page (no shared storage) for "after the switch" checks; options such
   * as `serviceWorkers: 'block'` let `page.route` see every request the site makes.
   */
  freshPage(options?: BrowserContextOptions): Promise<Page>;
  /**
   * Runs `npm run merchant` against the journeys' database, then asks the server for its status:
   * the status route's fresh read refreshes what the server enforces (decision 032), so the
   * next call of any journey sees the switch without waiting out SYSTEM_STATUS_CACHE_MS.
   */
  merchant(...args: string[]): Promise<string>;
}

/**
 * A journey's browser context: the phone, the server, and no service worker. The site's worker
 * precaches the whole app (about 150 files) a few seconds after the first load, in every fresh
 * context: on a two-core machine running two lanes of journeys that was work no journey looks
 * at. The journey that tests the worker (downloads.e2e.ts) opens a profile of its own with it.
 */
function contextOptions(baseUrl: string): BrowserContextOptions {
  return { ...PHONE, baseURL: baseUrl, serviceWorkers: 'block' };
}

/** The global setup's Chromium: connecting costs a fraction of launching one per file. */
async function connectChromium(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

function fileSafe(name: string): string {
  return name
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}

/**
 * Registers the hooks of one journey file: a connection to the shared browser per file, a fresh
 * context and page per test, and on failure a full-page screenshot plus the page's console in test-results/.
 */
export function useApp(): App {
  const baseUrl = inject('baseUrl');
  const database = inject('database');
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let consoleLines: string[] = [];
  const extraContexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await connectChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    context = await browser!.newContext(contextOptions(baseUrl));
    page = await context.newPage();
    consoleLines = [];
    page.on('console', (message) => consoleLines.push(`[${message.type()}] ${message.text()}`));
    page.on('pageerror', (error) => consoleLines.push(`[pageerror] ${error.message}`));
  });

  afterEach(async (testContext) => {
    const task = testContext.task;
    if (task.result?.state === 'fail' && page) {
      await mkdir(RESULTS_DIR, { recursive: true });
      const base = path.join(RESULTS_DIR, fileSafe(`${task.file?.name ?? ''}-${task.name}`));
      await page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => undefined);
      await writeFile(`${base}.log`, `${page.url()}\n${consoleLines.join('\n')}\n`).catch(
        () => undefined,
      );
      console.error(`Screenshot of the failure: ${path.relative(REPO_ROOT, base)}.png`);
    }
    await Promise.all(extraContexts.splice(0).map((extra) => extra.close()));
    await context?.close();
    context = undefined;
    page = undefined;
  });

  return {
    get page() {
      if (!page) throw new Error('no page outside a test');
      return page;
    },
    get context() {
      if (!context) throw new Error('no context outside a test');
      return context;
    },
    baseUrl,
    async goto(pathname) {
      await this.page.goto(pathname, { waitUntil: 'domcontentloaded' });
    },
    async freshPage(options = {}) {
      const extra = await browser!.newContext({ ...contextOptions(baseUrl), ...options });
      extraContexts.push(extra);
      return extra.newPage();
    },
    async merchant(...args) {
      const out = await runMerchantCli(database, args);
      const status = await fetch(`${baseUrl}${API.systemStatus}`);
      expect(status.status).toBe(200);
      return out;
    },
  };
}

/**
 * Waits until the page has painted twice from now, so an answer or a lazy module that has
 * arrived is on screen: what a check that something did *not* appear waits for, instead of a
 * fixed pause.
 */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** Waits until the locator is visible (Playwright's own auto-waiting, with a clear timeout). */
export async function visible(locator: Locator, timeout = 15_000): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator.first();
}

/**
 * Scrolls down a screen at a time until the target shows (content below the fold loads as it
 * nears the viewport), polling the condition rather than pausing between steps.
 */
export async function scrollUntilVisible(page: Page, target: Locator): Promise<Locator> {
  await expect
    .poll(
      async () => {
        if (await target.isVisible()) return true;
        await page.mouse.wheel(0, 600);
        return false;
      },
      { timeout: 15_000, interval: 100 },
    )
    .toBe(true);
  return visible(target);
}

/** Waits until nothing matching the locator is visible. */
export async function hidden(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/** An element with this accessible name that is a link or a button (tabs may be either). */
export function linkOrButton(scope: Page | Locator, name: string | RegExp): Locator {
  return scope.getByRole('link', { name }).or(scope.getByRole('button', { name }));
}

/** A control whose centre point another element holds at every scroll position it was seen at. */
export interface CoveredControl {
  control: string;
  coveredBy: string;
}

/**
 * Scrolls the page from the top to the bottom in half-screen steps and, at each step, asks
 * `document.elementFromPoint` what sits at the centre of every visible button, link and field in
 * the viewport. A control counts as covered when, at every step it was in view, something that
 * is neither the control, inside it, nor its label held that point: fixed chrome a control
 * scrolls under is fine (it scrolls clear), a floating button parked over it is not. Controls
 * under an open modal (inert or aria-hidden) are left out; none should be open.
 */
export async function coveredControls(page: Page): Promise<CoveredControl[]> {
  return page.evaluate(async () => {
    const SELECTOR =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"], [role="switch"]';
    const frame = () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      );
    const describe = (element: Element | null): string => {
      if (!element) return '(nothing)';
      const name =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const className = typeof element.className === 'string' ? element.className : '';
      return `<${element.tagName.toLowerCase()}${className ? ` class="${className}"` : ''}>${name}`;
    };
    /** What is at the control's centre, when the centre is in view: the control itself or not. */
    const hitAt = (control: Element): { clear: boolean; coveredBy: string } | null => {
      const box = control.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) return null;
      const x = box.left + box.width / 2;
      const top = box.top + box.height / 2;
      if (x < 0 || x >= innerWidth || top < 0 || top >= innerHeight) return null;
      const hit = document.elementFromPoint(x, top);
      const labels = 'labels' in control ? [...((control as HTMLInputElement).labels ?? [])] : [];
      const clear =
        hit !== null &&
        (control === hit ||
          control.contains(hit) ||
          labels.some((label) => label === hit || label.contains(hit)));
      return { clear, coveredBy: clear ? '' : describe(hit) };
    };
    const seen = new Map<Element, { clear: boolean; coveredBy: string }>();
    const scroller = document.scrollingElement ?? document.documentElement;
    const step = Math.round(innerHeight / 2);
    window.scrollTo(0, 0);
    await frame();
    for (let y = 0; ; y += step) {
      window.scrollTo(0, y);
      await frame();
      for (const control of document.querySelectorAll(SELECTOR)) {
        if (control.closest('[inert], [aria-hidden="true"]')) continue;
        const style = getComputedStyle(control);
        if (style.visibility !== 'visible' || style.pointerEvents === 'none') continue;
        const probe = hitAt(control);
        if (!probe) continue;
        const before = seen.get(control);
        if (before?.clear) continue;
        seen.set(control, probe);
      }
      if (y + innerHeight >= scroller.scrollHeight) break;
    }
    // A screen that renders in parts may have placed a control while the pass went by (under
    // the sticky header at that moment): each one found covered is looked at again, centred.
    for (const [control, state] of seen) {
      if (state.clear || !control.isConnected) continue;
      control.scrollIntoView({ block: 'center' });
      await frame();
      const probe = hitAt(control);
      if (probe?.clear) seen.set(control, probe);
    }
    window.scrollTo(0, 0);
    return [...seen.entries()]
      .filter(([control, state]) => !state.clear && control.isConnected)
      .map(([control, state]) => ({ control: describe(control), coveredBy: state.coveredBy }));
  });
}
