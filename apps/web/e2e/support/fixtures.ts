import { createRequire } from 'node:module';

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test as base } from '@playwright/test';

import { type PersonaName, personas } from './personas';
import { timed } from './profile';
import { totp } from './totp';

export const MOCK_URL = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 4011}`;

/** The stateful mock's test controls (not part of the public contract). */
export const mock = {
  async reset(seed?: 'default' | 'large' | 'hostile') {
    const res = await fetch(`${MOCK_URL}/__mock/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(seed ? { seed } : {}),
    });
    expect(res.ok, 'mock reset').toBe(true);
  },
  async config(values: {
    accessTokenTtlSeconds?: number;
    reauthAfterSeconds?: number;
    latencyMs?: number;
    /** Conditional writes without `If-Match` answer 428 (decision 0031); a reset turns it off. */
    requireIfMatch?: boolean;
  }) {
    const res = await fetch(`${MOCK_URL}/__mock/config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(values),
    });
    expect(res.ok, 'mock config').toBe(true);
  },
  /** Arms a fault: the next `times` calls of an operation (or method + path) fail with `status`. */
  async fault(fault: {
    operationId?: string;
    method?: string;
    path?: string;
    status?: number;
    times?: number;
    dropConnection?: boolean;
  }) {
    const res = await fetch(`${MOCK_URL}/__mock/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fault),
    });
    expect(res.status, 'arm fault').toBe(201);
  },
  async clearFaults() {
    const res = await fetch(`${MOCK_URL}/__mock/faults`, { method: 'DELETE' });
    expect(res.ok, 'clear faults').toBe(true);
  },
  async revokeRefreshTokens(email: string) {
    const res = await fetch(`${MOCK_URL}/__mock/revoke-refresh-tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(res.ok, 'revoke refresh tokens').toBe(true);
  },
  async expireAccessTokens() {
    const res = await fetch(`${MOCK_URL}/__mock/expire-access-tokens`, { method: 'POST' });
    expect(res.ok, 'expire access tokens').toBe(true);
  },
};

/**
 * Puts entries into this origin's localStorage from a blank page of the origin (served by the test, so no app
 * code runs), as a finished sign-in leaves them; the next navigation starts signed in.
 */
export async function storeInLocalStorage(page: Page, entries: Record<string, string>) {
  await page.route(BLANK, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  );
  await page.goto(BLANK);
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
  await page.unroute(BLANK);
}
const BLANK = '/__e2e/blank';

type PersonaWithoutTwoFactor = {
  [Name in PersonaName]: (typeof personas)[Name] extends { totpSecret: string } ? never : Name;
}[PersonaName];

/**
 * Signs in through the API and opens `to`, for tests that are not about signing in: saves the login page's
 * load, the form and the dashboard's load (a second or more each on a busy machine). Signing in through the
 * page is what `signIn` and e2e/session.spec.ts prove.
 */
export async function apiSignIn(page: Page, name: PersonaWithoutTwoFactor, to: string) {
  await timed('apiSignIn', async () => {
    const tokens = await apiTokens(name);
    await storeInLocalStorage(page, { accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
    await page.goto(to);
  });
}

/** A persona's tokens from `POST /login`, for a test that calls the API itself. */
export async function apiTokens(name: PersonaWithoutTwoFactor) {
  const { email, password } = personas[name];
  const res = await fetch(`${MOCK_URL}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.ok, `API sign-in of ${email}`).toBe(true);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

/** A persona's own calls to the mock's API (JSON bodies), for a test that has someone else change the data. */
export async function apiCaller(name: PersonaWithoutTwoFactor) {
  const { access_token } = await apiTokens(name);
  return (method: string, path: string, body?: unknown) =>
    fetch(`${MOCK_URL}${path}`, {
      method,
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/** Signs in through the login page, answering the two-factor step when the persona has one. */
export async function signIn(
  page: Page,
  name: PersonaName,
  options: { from?: string; expectFailure?: boolean } = {},
) {
  await timed('signIn (pages)', () => signInThroughPages(page, name, options));
}

async function signInThroughPages(
  page: Page,
  name: PersonaName,
  options: { from?: string; expectFailure?: boolean },
) {
  const persona = personas[name];
  if (options.from !== undefined) await page.goto(options.from);
  else await page.goto('/login');
  await page.getByLabel('E-mail').fill(persona.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(persona.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if ('totpSecret' in persona) {
    await page.getByLabel('Authentication code').fill(totp(persona.totpSecret));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
  }
  // Signed in once the login page is left (its tokens are stored before it navigates).
  if (!options.expectFailure) await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * The first toast of a page loads the toaster (decision 0010): waits until no toast is on its way, then for the
 * toaster's next tick, in which it draws what it was just given.
 */
async function toastsArrived(page: Page) {
  await expect(page.locator('[data-toasts-waiting]')).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(() => new Promise((tick) => setTimeout(tick, 0)));
}

/** axe-core's source, as @axe-core/playwright injects it (the same version). */
const AXE_SOURCE = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
    source: string;
  }
).source;

/**
 * axe-core over the page: no serious or critical violation. `rules` narrows the run (the dark pass of `lookAt`
 * needs only contrast: nothing else changes with the theme).
 */
export async function expectAccessible(page: Page, rules?: string[]) {
  await timed(rules ? `axe (${rules.join(', ')})` : 'axe', () => axePass(page, rules));
}

async function axePass(page: Page, rules?: string[]) {
  // The app renders into the whole document, head included: right after a load, its title may not be back yet.
  await page.waitForFunction(() => document.title !== '', undefined, { timeout: 10_000 });
  // A toast that is still fading in is half transparent, which axe would report as low contrast.
  await toastsArrived(page);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every((t) => getComputedStyle(t).opacity === '1'),
  );
  // Legacy mode runs axe in the page itself: the app has no frames, and the default mode opens an extra page
  // to merge frame results, which costs seconds per look. axe's source (1.5 MB) is evaluated twice per pass by
  // AxeBuilder: only the first pass in a document does it, later ones (the dark pass, the next look) find it.
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  const builder = new AxeBuilder({ page, axeSource: loaded ? ';' : AXE_SOURCE })
    .setLegacyMode(true)
    // Only violations are read: axe skips collecting the nodes of passes and incomplete checks.
    .options({ resultTypes: ['violations'] });
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

export const test = base.extend<{ resetMock: void }>({
  resetMock: [
    async ({}, use) => {
      await timed('mock reset', async () => {
        await mock.reset();
        await mock.config({ accessTokenTtlSeconds: 900, reauthAfterSeconds: 600, latencyMs: 0 });
      });
      await use();
    },
    { auto: true },
  ],
  // With E2E_PROFILE_FILE, the fixed waits are counted too (support/profile.ts).
  page: async ({ page }, provide) => {
    if (process.env.E2E_PROFILE_FILE) {
      const wait = page.waitForTimeout.bind(page);
      page.waitForTimeout = (ms) => timed('waitForTimeout', () => wait(ms));
    }
    await provide(page);
  },
});

export { expect };

/** Where a run writes its reports and screenshots; E2E_REPORTS_DIR moves them, so several runs can share a machine. */
export const REPORTS_DIR = process.env.E2E_REPORTS_DIR ?? '../../.reports';

/** Where screenshots for a person to look at go (E2E_SHOTS_DIR, else the reports folder's screens). */
export const SCREENS_DIR = process.env.E2E_SHOTS_DIR ?? `${REPORTS_DIR}/screens`;

/**
 * Whether `lookAt` writes its screenshots: E2E_SCREENSHOTS=off (the test command's default, decision 0019) keeps
 * both themes and both axe passes and skips only the PNGs, which nobody opens after a whole run.
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== 'off';

/**
 * axe in both themes, and a full-page screenshot of each for a person to look at (in .reports/screens; not with
 * E2E_SCREENSHOTS=off).
 */
export async function lookAt(page: Page, name: string) {
  await timed('lookAt (whole)', () => lookInBothThemes(page, name));
}

/**
 * The screens this worker has scanned, by what a scan depends on: the route (ids as `:id`), the dialog open on it,
 * whether an alert shows, and a narrow or wide viewport. axe runs once per screen and theme in a run, not once
 * per test (docs/testing.md); E2E_AXE_EVERY_LOOK=1 scans at every look.
 */
const scannedScreens = new Set<string>();
const EVERY_LOOK = process.env.E2E_AXE_EVERY_LOOK === '1';

const screenKeyOf = (page: Page) =>
  page.evaluate(() => {
    const path = location.pathname.replace(/\/\d+(?=\/|$)/g, '/:id');
    const dialog = document.querySelector('[role="dialog"], [role="alertdialog"]');
    const labelledBy = dialog?.getAttribute('aria-labelledby');
    const dialogName = dialog
      ? ((labelledBy && document.getElementById(labelledBy)?.textContent) ?? 'a dialog')
      : '';
    const alert = document.querySelector('[role="alert"]') ? 'alert' : '';
    const width = window.innerWidth < 640 ? 'narrow' : 'wide';
    return [path, dialogName.replace(/\d+/g, 'N'), alert, width].join('|');
  });

async function lookInBothThemes(page: Page, name: string) {
  const key = await screenKeyOf(page);
  const scan = EVERY_LOOK || !scannedScreens.has(key);
  if (!scan && !SCREENSHOTS) return;
  scannedScreens.add(key);
  // A toast fading in or out is half transparent, which axe reads as low contrast: look once toasts are gone.
  await toastsArrived(page);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    // Colours move to the new theme through CSS transitions: a button read half way fails contrast. The scan
    // waits for the transitions (not for endless animations, a spinner's or a skeleton's).
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((transition) => transition.finished.catch(() => undefined)),
      ),
    );
    if (scan) await expectAccessible(page, scheme === 'dark' ? ['color-contrast'] : undefined);
    if (SCREENSHOTS)
      await timed('lookAt screenshot', () =>
        page.screenshot({ path: `${SCREENS_DIR}/${name}-${scheme}.png`, fullPage: true }),
      );
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
