import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { addStaticFiles, entryKey, readManifest } from '../scripts/manifest';
import { expect, signIn, test } from './support/fixtures';

// The served shell's script starts a signed-in page's own chunks with the document, not after the app has run and
// the router has matched the address (scripts/session-preloads.ts, docs/decisions/0052-a-page-s-code-with-the-document.md),
// nor after the stylesheet has arrived (docs/decisions/0056-the-page-map-before-the-stylesheet.md).
const dist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../dist/client'));

/** The chunks of a route file beyond the entry's, as the build's manifest lists them. */
function ownChunksOf(routeFile: string): string[] {
  const manifest = readManifest(dist);
  const entry = addStaticFiles(manifest, entryKey(manifest), new Set());
  const key = Object.keys(manifest).find((k) => k.startsWith(`src/routes/${routeFile}.tsx?tsr-split=`));
  if (!key) throw new Error(`no chunk of ${routeFile} in the build`);
  return [...addStaticFiles(manifest, key, new Set())]
    .filter((file) => !entry.has(file))
    .map((file) => `/${file}`);
}

test("with a session, the document asks for the page's own chunks before the app has run and before its stylesheet has arrived", async ({
  page,
}) => {
  await signIn(page, 'owner');
  // The signed-in page is left first, so that nothing it still sends counts.
  await page.goto('about:blank');
  // The entry never arrives, so nothing of the app runs: whatever asks for the page's chunks is the document.
  const entry = readManifest(dist)[entryKey(readManifest(dist))]?.file ?? '';
  await page.route(`**/${entry}`, (route) => route.abort());
  // The stylesheet is held back: the parser runs no inline script below a stylesheet that has not arrived
  // (docs/decisions/0056-the-page-map-before-the-stylesheet.md).
  let releaseStylesheet: () => void = () => undefined;
  const stylesheetHeld = new Promise<void>((release) => (releaseStylesheet = release));
  await page.route('**/assets/*.css', async (route) => {
    await stylesheetHeld;
    await route.continue();
  });
  const asked = new Set<string>();
  page.on('request', (request) => asked.add(new URL(request.url()).pathname));

  await page.goto('/users/2', { waitUntil: 'commit' });
  const userPage = ownChunksOf('_authenticated/users/$userId/index');
  await expect.poll(() => userPage.filter((file) => !asked.has(file))).toEqual([]);
  releaseStylesheet();
  // Another page's chunks are not asked for: the users list's own chunk is not the user page's.
  const [listChunk] = ownChunksOf('_authenticated/users/index');
  expect(asked.has(listChunk ?? '')).toBe(false);
});

test("an in-app navigation asks for the page's chunk and its imports together, not one after the other", async ({
  page,
}) => {
  const asked = new Set<string>();
  page.on('request', (request) => asked.add(new URL(request.url()).pathname));
  await signIn(page, 'owner');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  // The roles list's own chunk is held back: its imports are asked for while it is, or not before it arrives.
  const [rolesChunk, ...imports] = ownChunksOf('_authenticated/roles/index');
  const notLoadedYet = imports.filter((file) => !asked.has(file));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${rolesChunk}`, async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Roles', exact: true })
    .click();
  expect(notLoadedYet.length).toBeGreaterThan(0);
  await expect.poll(() => notLoadedYet.filter((file) => !asked.has(file))).toEqual([]);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
});

test('every file the document names is in the build: its links, its scripts and every page of its map', () => {
  const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const named = [...new Set(shell.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
  // The stylesheet, the entry and its preloads, the layouts' and the pages' chunks.
  expect(named.length).toBeGreaterThan(100);
  expect(named.filter((file) => !existsSync(path.join(dist, file)))).toEqual([]);
});
