import { expect as baseExpect, lookAt, test } from './support/fixtures';
import { serveMode, staffApiSignIn } from './support/staff';
import { filterChips } from './support/waits';

// The machine running these may be busy: waits are generous, none of them is a timing claim.
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ context }) => {
  await serveMode(context, 'both');
});

/** The figure of a status count above a service list (the "All" chip when `label` is "All"). */
const countOf = async (page: import('@playwright/test').Page, label: string) => {
  const chip = page
    .getByRole('region', { name: /by status/ })
    .getByRole('button', { name: new RegExp(`^${label}`) });
  return Number((await chip.innerText()).replace(/\D/g, ''));
};

test('service lists: counts by status, filters in the URL and Back, each row opens its detail', async ({
  page,
}) => {
  await staffApiSignIn(page, 'admin', '/admin/services/virtualdesktops');
  const table = page.getByRole('table', { name: 'Virtual desktops' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const all = await countOf(page, 'All');
  const running = await countOf(page, 'Running');
  expect(all).toBeGreaterThan(running);
  await lookAt(page, 'staff-services-desktops');

  // A status count filters the list; the counts stay (they follow every filter but status).
  await page.getByRole('button', { name: /^Running/ }).click();
  await page.waitForURL((url) => url.searchParams.get('status') === 'running');
  await expect(page.getByRole('button', { name: /^Running/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(table.getByRole('row').filter({ hasText: 'Stopped' })).toHaveCount(0);
  expect(await countOf(page, 'All')).toBe(all);

  // A location narrows it further; Back steps out of each filter in turn.
  await page.getByRole('button', { name: /^Location .+/ }).click();
  await page.getByRole('option', { name: 'US East (Virginia)' }).click();
  await page.waitForURL((url) => url.searchParams.has('location') && url.searchParams.has('status'));
  await expect(table.getByRole('row').nth(1)).toContainText('US East (Virginia)');
  expect(await countOf(page, 'All')).toBeLessThan(all);
  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('location') && url.searchParams.has('status'));
  await expect.poll(() => countOf(page, 'All')).toBe(all);
  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('status'));
  await expect(page.getByRole('button', { name: /^Running/ })).toHaveAttribute('aria-pressed', 'false');

  // The other kinds, each with its own filters.
  await page
    .getByRole('navigation', { name: 'Service kinds' })
    .getByRole('link', { name: 'Virtual phones' })
    .click();
  const phones = page.getByRole('table', { name: 'Virtual phones' });
  await expect(phones.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Location .+/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^Organization .+/ }).click();
  await page.getByRole('option', { name: /^Globex/ }).click();
  await page.waitForURL((url) => url.searchParams.has('organization'));
  await expect(phones.getByRole('row').nth(1)).toContainText('Globex');
  await expect(phones.getByRole('row').filter({ hasText: 'Acme' })).toHaveCount(0);
  await lookAt(page, 'staff-services-phones');
  await phones.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^\+1 \(\d{3}\) \d{3}-\d{4}$/ })).toBeVisible();
  await expect(page.getByText('Voicemail')).toBeVisible();
  await expect(page.getByText('Forwarding')).toBeVisible();
  await lookAt(page, 'staff-phone');
});

test('aliases: search, organization and status in the URL; the alias shows its services', async ({
  page,
}) => {
  await staffApiSignIn(page, 'admin', '/admin/aliases');
  const table = page.getByRole('table', { name: 'Aliases' });
  await expect(table).toContainText('globex-sales');
  await page.getByRole('searchbox', { name: 'Search aliases' }).fill('globex-sales');
  await page.waitForURL((url) => url.searchParams.get('search') === 'globex-sales');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('search'));

  await page.getByRole('button', { name: /^Status .+/ }).click();
  await page.getByRole('option', { name: 'Active' }).click();
  await page.waitForURL((url) => url.searchParams.get('status') === 'active');
  await expect(table.getByRole('row').filter({ hasText: 'Suspended' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Organization .+/ }).click();
  await page.getByRole('option', { name: /^Acme/ }).click();
  await page.waitForURL((url) => url.searchParams.has('organization'));
  await expect(table.getByRole('row').filter({ hasNotText: 'Acme' })).toHaveCount(1); // the header row
  // Each filter is a chip, the organisation by its name; "Clear all" takes both off.
  const chips = filterChips(page);
  await expect(chips.getByRole('button', { name: /^Remove filter / })).toHaveText([
    /^Organization: Acme/,
    'Status: Active',
  ]);
  await lookAt(page, 'staff-aliases');
  await chips.getByRole('button', { name: 'Clear all' }).click();
  await page.waitForURL((url) => !url.searchParams.has('organization') && !url.searchParams.has('status'));
  await expect(table).toContainText('globex-sales');
  await page.goBack();
  await page.waitForURL((url) => url.searchParams.has('organization'));

  await table.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^Virtual desktops \(\d+\)$/ })).toBeVisible();
  for (const section of [/^Virtual phones/, /^SMS numbers/, /^Social accounts/, 'File sharing']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Acme');
  await lookAt(page, 'staff-alias');
});

test('desktop: an Administrator starts it and the RDP status moves on by polling alone, not while hidden', async ({
  page,
}) => {
  await staffApiSignIn(page, 'admin', '/admin/services/virtualdesktops?status=stopped');
  const table = page.getByRole('table', { name: 'Virtual desktops' });
  await table.getByRole('row').nth(1).getByRole('link').first().click();
  const status = page.getByRole('status', { name: 'RDP connection status' });
  await expect(status).toContainText('Unreachable');
  await expect(status).toContainText('Stopped');
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);

  let polls = 0;
  page.on('request', (r) => {
    if (r.method() === 'GET' && r.url().endsWith('/rdpstatus')) polls++;
  });
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(status).toContainText('Starting');
  // The mock takes 5 s to start a desktop; nothing but the page's own polling moves it on.
  await expect(status).toContainText('Disconnected', { timeout: 20_000 });
  await expect(status).toContainText('Running');
  const whileChanging = polls;
  expect(whileChanging, 'polls while starting').toBeGreaterThanOrEqual(2);

  // Restart asks first, naming the desktop; then, with the tab hidden, nothing is asked.
  await page.getByRole('button', { name: 'Restart' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('disconnected');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await dialog.getByRole('button', { name: 'Restart desktop' }).click();
  await expect(status).toContainText('Starting');
  const hiddenFrom = polls;
  await page.waitForTimeout(6_000);
  const whileHidden = polls - hiddenFrom;
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(status).toContainText('Disconnected', { timeout: 20_000 });
  console.log(`rdpstatus requests: ${whileChanging} while starting (~5 s), ${whileHidden} in 6 s hidden`);
  expect(whileHidden, 'requests while hidden').toBe(0);
  expect(polls).toBeGreaterThan(hiddenFrom);
  await lookAt(page, 'staff-desktop');
});

test("Support's read-only desktop page, looked at in both themes", async ({ page }) => {
  await staffApiSignIn(page, 'support', '/admin/services/virtualdesktops?status=running');
  const table = page.getByRole('table', { name: 'Virtual desktops' });
  await table.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page.getByRole('status', { name: 'RDP connection status' })).toContainText('Running');
  await lookAt(page, 'staff-desktop-support-view');
});

test('service types: add with a duplicate code refused on its field, edit, delete', async ({ page }) => {
  await staffApiSignIn(page, 'admin', '/admin/servicetypes');
  const table = page.getByRole('table', { name: 'Service types' });
  const desktopRow = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Virtual desktop', exact: true }) });
  await expect(desktopRow).toContainText(/In use by \d+ services/);
  await lookAt(page, 'staff-service-types');

  await page.getByRole('link', { name: 'Add service type' }).click();
  await page.getByLabel('Name').fill('Desktop XL');
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill('virtual-desktop');
  await page.getByLabel('Price per month (USD)').fill('129.5');
  await page.getByRole('button', { name: 'Add service type' }).click();
  await expect(page.getByText('A service type with this code already exists.')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Desktop XL');
  await expect(page.getByLabel('Price per month (USD)')).toHaveValue('129.5');
  await lookAt(page, 'staff-service-type-add');
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill('desktop-xl');
  await page.getByRole('button', { name: 'Add service type' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/servicetypes');
  const added = table.getByRole('row').filter({ hasText: 'desktop-xl' });
  await expect(added).toContainText('$129.50');
  await expect(added).toContainText('Not in use');

  // The kind of a type in use cannot change: the server's 422 lands on the field.
  await desktopRow.getByRole('link', { name: 'Virtual desktop' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Virtual desktop' })).toBeVisible();
  await page.getByRole('button', { name: /^Kind/ }).click();
  await page.getByRole('option', { name: 'Virtual phone' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/In use by \d+ services: the category cannot change\./)).toBeVisible();
  await lookAt(page, 'staff-service-type-edit');
  // The change was not saved: leaving asks first.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('alertdialog', { name: 'Leave this page?' })
    .getByRole('button', { name: 'Leave page' })
    .click();

  // Not in use: deleted after a confirm that names it.
  await page.getByRole('button', { name: 'Actions for Desktop XL' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete Desktop XL?');
  await confirm.getByRole('button', { name: 'Delete service type' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'desktop-xl' })).toHaveCount(0);
});

test('resource pools: capacity at a glance, filters in the URL, add, a 422 on capacity, delete', async ({
  page,
}) => {
  await staffApiSignIn(page, 'admin', '/admin/resourcepools');
  const table = page.getByRole('table', { name: 'Resource pools' });
  await expect(table.getByRole('meter', { name: 'Use of us-east-1-desktop' })).toHaveAttribute(
    'aria-valuetext',
    /^\d+ of \d+ used \(\d+%\)$/,
  );
  await lookAt(page, 'staff-resource-pools');

  await page.getByRole('button', { name: /^Kind .+/ }).click();
  await page.getByRole('option', { name: 'Phones' }).click();
  await page.waitForURL((url) => url.searchParams.get('kind') === 'phone');
  await expect(table.getByRole('row').filter({ hasText: 'Desktops' })).toHaveCount(0);
  await expect(table).toContainText('us-east-1-phone');
  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('kind'));
  await expect(table).toContainText('us-east-1-desktop');

  await page.getByRole('button', { name: 'Add resource pool' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('us-east-1-gpu');
  await dialog.getByRole('button', { name: /^Location/ }).click();
  await page.getByRole('option', { name: 'US East (Virginia)' }).click();
  await dialog.getByLabel('Capacity (units)').fill('50');
  await dialog.getByRole('button', { name: 'Add pool' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(table.getByRole('meter', { name: 'Use of us-east-1-gpu' })).toHaveAttribute(
    'aria-valuetext',
    '0 of 50 used (0%)',
  );

  // A pool in use: capacity below its use is refused on the field; it cannot be deleted.
  await page.getByRole('button', { name: 'Actions for us-east-1-desktop' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await dialog.getByLabel('Capacity (units)').fill('1');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText(/Capacity cannot be below the \d+ units in use\./)).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('us-east-1-desktop');
  await lookAt(page, 'staff-resource-pool-edit');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Actions for us-east-1-gpu' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete pool' }).click();
  await expect(table).not.toContainText('us-east-1-gpu');
});

test('locations: add with a duplicate code refused on its field, detail with pools and gateways, edit, delete', async ({
  page,
}) => {
  await staffApiSignIn(page, 'admin', '/admin/locations');
  const table = page.getByRole('table', { name: 'Locations' });
  await expect(table).toContainText('US East (Virginia)');
  await page.getByRole('searchbox', { name: 'Search locations' }).fill('frankfurt');
  await page.waitForURL((url) => url.searchParams.get('search') === 'frankfurt');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('search'));
  await lookAt(page, 'staff-locations');

  // In use: the detail shows what runs there.
  await table.getByRole('link', { name: 'US East (Virginia)' }).click();
  await expect(
    page.getByRole('table', { name: 'Resource pools at US East (Virginia)' }).getByRole('meter'),
  ).toHaveCount(3);
  await expect(page.getByRole('table', { name: 'VPN gateways at US East (Virginia)' })).toContainText(
    'vpn-us-east-1',
  );
  await lookAt(page, 'staff-location');

  await page.goto('/admin/locations/add');
  await page.getByLabel('Name').fill('US Central (Iowa)');
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill('us-east-1');
  await page.getByLabel('City').fill('Des Moines');
  await page.getByLabel('Country code').fill('us');
  await page.getByLabel('Time zone').fill('America/Chicago');
  await page.getByRole('button', { name: 'Add location' }).click();
  await expect(page.getByText('A location with this code already exists.')).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Des Moines');
  await lookAt(page, 'staff-location-add');
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill('us-central-1');
  await page.getByRole('button', { name: 'Add location' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'US Central (Iowa)' })).toBeVisible();
  await expect(page.getByText('Des Moines, US')).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('City').fill('Council Bluffs');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Council Bluffs, US')).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete location' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/locations');
  await expect(page.getByRole('table', { name: 'Locations' })).not.toContainText('US Central (Iowa)');
});
