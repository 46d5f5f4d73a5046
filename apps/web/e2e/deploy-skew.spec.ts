import { type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { startServe } from '../scripts/serve-fixture';
import { apiSignIn, expect, lookAt, MOCK_URL, test } from './support/fixtures';

// A tab opened before a deploy whose old chunks are gone recovers on its next navigation (decision 0030): it
// reloads into the new build once, and what was typed in the open form is still there. Build A is the build
// under test; build B is A with every chunk renamed (new names, as new hashes give), put in A's place with A's
// chunks removed, as a deploy does. Served by serve.ts, which reads a new shell as soon as it is in place.
const built = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/client');
const isCopy = (name: string) => /\.(br|gz)$/.test(name);

/** Build B in `dir`: A's files with each chunk's name changed wherever it is named (shell, chunks, styles). */
function writeBuildB(dir: string) {
  const chunks = readdirSync(path.join(built, 'assets')).filter((n) => !isCopy(n) && /\.(js|css)$/.test(n));
  const renamed = new Map(chunks.map((name) => [name, name.replace(/\.(js|css)$/, 'B.$1')]));
  const names = new RegExp(`(?<![\\w-])(${chunks.map((n) => n.replace(/[.$]/g, '\\$&')).join('|')})`, 'g');
  const rewrite = (text: string) => text.replace(names, (name) => renamed.get(name) ?? name);
  for (const name of readdirSync(path.join(built, 'assets')).filter((n) => !isCopy(n))) {
    const from = path.join(built, 'assets', name);
    const to = path.join(dir, 'assets', renamed.get(name) ?? name);
    if (/\.(js|css)$/.test(name)) writeFileSync(to, rewrite(readFileSync(from, 'utf8')));
    else cpSync(from, to);
  }
  // The compressed copies would be A's: the server compresses the new shell itself, and sends chunks as they are.
  writeFileSync(
    path.join(dir, 'index.html.next'),
    rewrite(readFileSync(path.join(built, 'index.html'), 'utf8')),
  );
}

/** The deploy: B's chunks in, B's shell in, A's chunks and copies out. */
function deployBuildB(dir: string) {
  const before = readdirSync(path.join(dir, 'assets'));
  writeBuildB(dir);
  rmSync(path.join(dir, 'index.html.br'));
  rmSync(path.join(dir, 'index.html.gz'));
  cpSync(path.join(dir, 'index.html.next'), path.join(dir, 'index.html'));
  rmSync(path.join(dir, 'index.html.next'));
  for (const name of before) rmSync(path.join(dir, 'assets', name));
}

const port = Number(process.env.E2E_WEB_PORT ?? 4173) + 5;
let served: string;
let server: ChildProcess | undefined;

test.use({ baseURL: `http://127.0.0.1:${port}` });

test.beforeEach(async () => {
  served = mkdtempSync(path.join(tmpdir(), 'deploy-skew-'));
  cpSync(built, served, { recursive: true });
  ({ server } = await startServe(served, { API_ORIGIN: MOCK_URL }, port));
});

test.afterEach(() => {
  server?.kill();
  rmSync(served, { recursive: true, force: true });
});

test('a tab left open across a deploy reloads into the new build on its next link, keeping what was typed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Any moment the error screen shows, before or after the reload, is noted in the tab's session storage.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Unexpected Application Error!'))
        sessionStorage.setItem('e2e.error-screen-seen', '1');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await apiSignIn(page, 'owner', '/users/add');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('E-mail').fill('grace@acme.test');
  const entryOf = () =>
    page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src]')?.src ?? '');
  expect(await entryOf()).not.toMatch(/B\.js$/);

  deployBuildB(served);
  const reloaded = page.waitForEvent('load');
  // One click event, not Playwright's click: its hover preloads the route, whose missing chunk can reload the
  // page before the click lands, and Playwright then clicks the same link again on the reloaded page.
  await page.getByRole('link', { name: 'Roles', exact: true }).dispatchEvent('click');
  await reloaded;

  // On build B, on the form's page, the input intact; no error screen.
  await expect.poll(entryOf).toMatch(/B\.js$/);
  await expect(page).toHaveURL(/\/users\/add$/);
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await expect(page.getByLabel('Last name')).toHaveValue('Hopper');
  await expect(page.getByLabel('E-mail')).toHaveValue('grace@acme.test');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('e2e.error-screen-seen'))).toBeNull();
  await lookAt(page, 'deploy-skew-form-kept');

  // The kept input is the form's again: leaving it still asks, and the app goes on working on build B.
  await page.getByRole('link', { name: 'Roles', exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: 'Leave this page?' })).toBeVisible();
});

test('a second missing chunk within a minute of that reload shows the error screen instead of reloading again', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await apiSignIn(page, 'owner', '/users/add');
  await page.getByLabel('First name').fill('Grace');
  // As if this tab had just been reloaded into a new build (lib/deploy-skew.ts's guard).
  await page.evaluate(() => sessionStorage.setItem('deploy.reloaded', String(Date.now())));
  let loads = 0;
  page.on('load', () => loads++);

  deployBuildB(served);
  await page.getByRole('link', { name: 'Roles', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  expect(loads).toBe(0);
});
