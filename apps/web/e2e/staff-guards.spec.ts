import { expect as baseExpect, signIn, test } from './support/fixtures';
import { expectStaffShell, serveMode, type StaffMemberName, staffSignIn } from './support/staff';
import { shown, visit } from './support/waits';

// The machine running these may be busy: waits are generous, none of them is a timing claim.
const expect = baseExpect.configure({ timeout: 20_000 });

// Every staff route for a visitor, a console user, an Administrator and Support is a screen test now
// (src/features/admin-dashboard/admin-guards.screen.test.tsx, the same matrix through the app's router). Here,
// what needs the browser: each person signed in as they are (staff through the IdP page), and a deep link of
// each outcome loaded from scratch from the served app, then one opened inside the app.
// S = the screen in the staff shell; L = /admin/login?redirect=<path>; U = /admin/unauthorized, in the staff shell.
// Columns: visitor, console user, Administrator, Support. Seed ids: organisation 1 (Acme), alias 1, desktop 1.
const matrix: [path: string, outcomes: string][] = [
  ['/admin', 'LLSS'],
  ['/admin/organizations/add', 'LLSU'],
  ['/admin/organizations/1/alias/1/virtualdesktop/1', 'LLSS'],
];

type Column = 'visitor' | 'console user' | StaffMemberName;
const columns: Column[] = ['visitor', 'console user', 'admin', 'support'];

// `shown` only decides when to look (every 25 ms rather than Playwright's 500 ms steps); the expects decide.
async function expectOutcome(
  page: import('@playwright/test').Page,
  path: string,
  outcome: string,
  load: 'from scratch' | 'in the app',
) {
  if (load === 'from scratch') await page.goto(path);
  else await visit(page, path);
  if (outcome === 'L') {
    await page.waitForURL((url) => url.pathname === '/admin/login');
    expect(new URL(page.url()).searchParams.get('redirect'), path).toBe(path);
    const heading = page.getByRole('heading', { name: 'Staff sign in' });
    await shown(heading);
    await expect(heading).toBeVisible();
  } else if (outcome === 'U') {
    await page.waitForURL((url) => url.pathname === '/admin/unauthorized');
    const heading = page.getByRole('heading', { name: 'Your staff role cannot do this' });
    await shown(heading);
    await expect(heading).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Staff', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the staff dashboard' })).toBeVisible();
  } else {
    const nav = page.getByRole('navigation', { name: 'Staff', exact: true });
    await shown(nav);
    await expect(nav).toBeVisible();
    expect(new URL(page.url()).pathname, path).toBe(path);
    await shown(page.getByRole('heading', { level: 1 }));
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible();
    // Each screen names itself in the tab, its heading first (decision 0044).
    const named = (await heading.innerText()).trim();
    await expect.poll(() => page.title(), `${path}: the tab's title`).toMatch(/ · Console$/);
    expect(
      (await page.title()).startsWith(`${named} · `),
      `${path}: "${await page.title()}" names "${named}"`,
    ).toBe(true);
  }
}

test.describe('staff guards, deep links of each outcome (both mode)', () => {
  for (const [index, column] of columns.entries()) {
    test(`${column}: a deep link of each outcome`, async ({ page, context }) => {
      await serveMode(context, 'both');
      if (column === 'console user') await signIn(page, 'owner');
      if (column === 'admin' || column === 'support') {
        await staffSignIn(page, column);
        await expectStaffShell(page, column);
      }
      // The first route of each outcome is loaded from scratch (a deep link); the others are opened inside the
      // app, through the same guards, without reloading the app's scripts.
      const loaded = new Set<string>();
      for (const [path, outcomes] of matrix) {
        const outcome = outcomes[index] ?? '?';
        const load = loaded.has(outcome) ? 'in the app' : 'from scratch';
        loaded.add(outcome);
        await test.step(`${path} → ${outcome} (${load})`, () => expectOutcome(page, path, outcome, load));
      }
      // A staff session never opens a console screen: the console asks its own sign-in.
      if (column === 'admin') {
        await page.goto('/dashboard');
        await page.waitForURL((url) => url.pathname === '/login');
      }
    });
  }
});

test('dashboard mode: the staff area does not exist', async ({ page, context }) => {
  await serveMode(context, 'dashboard');
  for (const path of ['/admin/login', '/admin/dashboard', '/admin/organizations/1/edit']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
  }
  await signIn(page, 'owner');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome, / })).toBeVisible();
});

test('staff mode: / is the staff sign-in and the console does not exist', async ({ page, context }) => {
  await serveMode(context, 'staff');
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/admin/login');
  // No page of a staff build links to the console, which it does not have.
  for (const path of ['/login', '/dashboard', '/users', '/unauthorized']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      path === '/unauthorized' ? "You don't have access to this page" : 'Page not found',
    );
    await expect(page.getByRole('link', { name: 'Go to the staff dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toHaveCount(0);
    await expect(page.getByText('Ask an account owner')).toHaveCount(0);
  }
  await staffSignIn(page, 'support', { from: '/admin/organizations' });
  expect(new URL(page.url()).pathname).toBe('/admin/organizations');
  await expectStaffShell(page, 'support');
  await page.goto('/admin/organizations/add');
  await page.waitForURL((url) => url.pathname === '/admin/unauthorized');
  await expectStaffShell(page, 'support');
  await expect(page.getByRole('link', { name: 'Go to the staff dashboard' })).toBeVisible();
});
