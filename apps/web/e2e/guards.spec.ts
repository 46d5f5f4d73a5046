import { expect, signIn, test } from './support/fixtures';
import type { PersonaName } from './support/personas';
import { shown, visit, watchRequests } from './support/waits';

// The expected outcomes are written from docs/product-rules.md#routes-and-privileges and the union/wildcard
// rules of decision 0008, NOT from the app's access table.
// S = the screen opens, U = /unauthorized. Columns: owner, helpdesk, readonly, aliases, twofactor.
// Personas (mock seed): owner = all privileges; helpdesk = tickets:*; readonly = users:list, roles:list,
// tickets:list; aliases = aliases:prefix:sales; twofactor = users:list.
const matrix: [path: string, outcomes: string][] = [
  ['/', 'SSSSS'],
  ['/dashboard', 'SSSSS'],
  ['/profile', 'SSSSS'],
  ['/changepassword', 'SSSSS'],
  ['/two_factor_auth', 'SSSSS'],
  ['/users', 'SUSUS'],
  ['/users/add', 'SUUUU'],
  ['/users/2', 'SUUUU'],
  ['/users/2/two_factor_auth', 'SUUUU'],
  ['/roles', 'SUSUU'],
  ['/roles/add', 'SUUUU'],
  ['/roles/6/edit', 'SUUUU'],
  ['/roles/6', 'SUUUU'],
  ['/organization', 'SUUUU'],
  // Seed ids: alias 1 is sales-east (the aliases persona's prefix); desktop 1, phone 1, social account 1 and
  // SMS number +16446499190 are its own. The SMS messages route needs no privilege.
  ['/services/aliases', 'SUUSU'],
  ['/services/alias/1', 'SUUSU'],
  ['/services/alias/1/edit', 'SUUSU'],
  ['/services/alias/1/sms/+16446499190', 'SSSSS'],
  ['/services/alias/1/sms/add', 'SUUSU'],
  ['/services/alias/1/desktop/1', 'SUUSU'],
  ['/services/alias/1/desktop/add', 'SUUSU'],
  ['/services/alias/1/phone/1', 'SUUSU'],
  ['/services/alias/1/phone/add', 'SUUSU'],
  ['/services/alias/1/entity/general/edit', 'SUUSU'],
  ['/services/alias/1/entity/socialaccount/1/edit', 'SUUSU'],
  ['/services/alias/1/filesharing', 'SUUSU'],
  ['/logs', 'SSSSS'],
  // Entry 331 is the persona's own sign-in (the seed holds 330 entries; each test resets the mock and signs
  // in once): users without administrative:aduit_logs see only their own entries.
  ['/logs/331', 'SSSSS'],
  ['/tickets', 'SSSUU'],
  ['/tickets/add', 'SSUUU'],
  ['/tickets/4', 'SSSUU'],
  // Seeded ticket 4 is open, so its reply screen shows the form.
  ['/tickets/4/reply', 'SSUUU'],
  // Help ids of the seed: best practices has folders 1–6 and articles 1–8, the user guide folders 7–12
  // and articles 9–19.
  ['/bestpractices', 'SSSSS'],
  ['/bestpractices/folder/1', 'SSSSS'],
  ['/bestpractices/article/1', 'SSSSS'],
  ['/userguide', 'SSSSS'],
  ['/userguide/folder/7', 'SSSSS'],
  ['/userguide/article/9', 'SSSSS'],
];
const columns = [
  'owner',
  'helpdesk',
  'readonly',
  'aliases',
  'twofactor',
] as const satisfies readonly PersonaName[];

const sidebars: Record<(typeof columns)[number], string[]> = {
  owner: [
    'Dashboard',
    'Organization Info',
    'Users',
    'Roles',
    'Aliases',
    'Tickets',
    'Best Practices',
    'User Guide',
  ],
  helpdesk: ['Dashboard', 'Tickets', 'Best Practices', 'User Guide'],
  readonly: ['Dashboard', 'Users', 'Roles', 'Tickets', 'Best Practices', 'User Guide'],
  aliases: ['Dashboard', 'Aliases', 'Best Practices', 'User Guide'],
  twofactor: ['Dashboard', 'Users', 'Best Practices', 'User Guide'],
};

test('the matrix covers every console route of the product', async () => {
  const { readFileSync } = await import('node:fs');
  const lists = JSON.parse(
    readFileSync(new URL('../../../openapi/spec-lists.json', import.meta.url), 'utf8'),
  );
  const shape = (p: string) => p.replace(/\{[^}]+\}/g, ':').replace(/\/(\d+|\+\d+)(?=\/|$)/g, '/:');
  const covered = new Set(matrix.map(([p]) => shape(p)));
  const missing = (lists.consoleRoutes as string[]).filter((r) => !covered.has(shape(r)));
  expect(missing).toEqual([]);
});

for (const [column, persona] of columns.entries()) {
  test(`${persona}: every console route opens or is refused as the product rules say`, async ({ page }) => {
    test.setTimeout(300_000); // about forty screens; on a busy machine each takes seconds
    const quiet = watchRequests(page);
    await signIn(page, persona);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(
      sidebars[persona],
    );

    const wrong: string[] = [];
    // The first screen that opens and the first refused one are loaded from scratch (a deep link); every
    // other route is opened inside the app, through the same guards, without reloading its scripts.
    const loaded = new Set<string>();
    for (const [path, outcomes] of matrix) {
      const outcome = outcomes[column] ?? '?';
      const expected = outcome === 'S' ? (path === '/' ? '/dashboard' : path) : '/unauthorized';
      if (loaded.has(outcome)) await visit(page, path);
      else {
        await page.goto(path);
        loaded.add(outcome);
      }
      const heading = page.getByRole('heading', { level: 1 }).first();
      await shown(heading);
      await heading.waitFor();
      // A screen may still redirect once its data is in (a query's 403 → /unauthorized), and a same-document
      // navigation would cancel the next `goto` in Chromium: read the URL once the screen is quiet.
      await quiet();
      const actual = decodeURIComponent(new URL(page.url()).pathname);
      if (actual !== expected) wrong.push(`${path}: expected ${expected}, got ${actual}`);
      // Each screen names itself in the tab (WCAG 2.4.2), its heading first (decision 0044).
      const named = `${(await heading.innerText()).replace(/\s+/g, ' ').trim()} · `;
      const title = await page.title();
      if (!title.startsWith(named) || !title.endsWith(' · Console'))
        wrong.push(`${path}: titled "${title}", its heading is "${named}"`);
    }
    expect(wrong).toEqual([]);
  });
}

test('a visitor without a session is sent to /login with the path to come back to', async ({ page }) => {
  // The first route is loaded from scratch, the others opened inside the app (see the matrix above).
  for (const [index, [path]] of matrix.filter(([p]) => p !== '/').entries()) {
    if (index === 0) await page.goto(path);
    else await visit(page, path);
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === path,
    );
  }
});

test('the inactive persona cannot sign in, so every route stays behind /login', async ({ page }) => {
  await signIn(page, 'inactive', { expectFailure: true });
  await expect(page.getByRole('alert')).toContainText('inactive');
  await expect(page.getByLabel('E-mail')).toHaveValue('inactive@acme.test');
  await page.goto('/users');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fusers$/);
});

test('the staff area is not reachable in the dashboard build', async ({ page }) => {
  for (const path of ['/admin/login', '/admin/dashboard', '/admin/organizations']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
});

test('the dashboard shows only tiles for screens the user may open, and links its activity to the audit log', async ({
  page,
}) => {
  const tiles = page.locator('main dl dt');
  // Helpdesk holds tickets:* only: no user, alias or service counts it could not open.
  await signIn(page, 'helpdesk', { from: '/dashboard' });
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(tiles).toHaveText(['Open tickets']);
  const allActivity = page.getByRole('link', { name: 'All activity in the audit log' });
  await expect(allActivity).toBeVisible();
  await allActivity.click();
  await expect(page).toHaveURL(/\/logs$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, 'owner', { from: '/dashboard' });
  await expect(tiles).toHaveText([
    'Users',
    'Aliases',
    'Virtual desktops',
    'Virtual phones',
    'SMS numbers',
    'Open tickets',
  ]);
});
