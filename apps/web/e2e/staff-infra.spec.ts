import type { Page } from '@playwright/test';

import { expect as baseExpect, lookAt, test } from './support/fixtures';
import { serveMode, staffApiSignIn } from './support/staff';

// The machine running these may be busy: waits are generous, none of them is a timing claim.
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ context }) => {
  await serveMode(context, 'both');
});

/** The body rows of a table, once it has left aria-busy (the previous page stays on screen while loading). */
async function settledRows(page: Page, table: string) {
  await expect(page.getByRole('table', { name: table })).not.toHaveAttribute('aria-busy', 'true');
  return page.getByRole('table', { name: table }).locator('tbody tr');
}

/** Picks `option` in the Select labelled `label` (inside `scope`, the page by default). */
async function pick(page: Page, label: RegExp, option: string | RegExp, scope = page.locator('body')) {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** Opens a row's actions menu and chooses `item`. */
async function rowAction(page: Page, name: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('gateways: search in the URL and Back, add after a 422 on its field, edit, delete', async ({ page }) => {
  await staffApiSignIn(page, 'admin', '/admin/vpngateways');
  const table = page.getByRole('table', { name: 'VPN gateways' });
  await expect(table).toContainText('vpn-us-east-1');
  await expect(await settledRows(page, 'VPN gateways')).toHaveCount(4);
  await expect(table.getByRole('link', { name: '2 networks through vpn-us-east-1' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search VPN gateways' }).fill('eu-central');
  await page.waitForURL((url) => url.searchParams.get('search') === 'eu-central');
  await expect(await settledRows(page, 'VPN gateways')).toHaveCount(1);
  await expect(table).toContainText('vpn-eu-central-1');
  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('search'));
  await expect(await settledRows(page, 'VPN gateways')).toHaveCount(4);
  await lookAt(page, 'staff-vpn-gateways');

  // The form checks the address's shape; the API its range, and its 422 lands on the field.
  await page.getByRole('button', { name: 'Add VPN gateway' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('vpn-us-central-1');
  await pick(page, /^Location/, 'US East (Virginia)', dialog);
  await dialog.getByLabel('Public IP').fill('203.0.113.300');
  await pick(page, /^Protocol/, 'OpenVPN', dialog);
  await dialog.getByRole('button', { name: 'Add gateway' }).click();
  await expect(dialog.getByLabel('Public IP')).toHaveAccessibleDescription(/valid ipv4/i);
  await expect(dialog.getByLabel('Name')).toHaveValue('vpn-us-central-1');
  await lookAt(page, 'staff-vpn-gateway-add');
  await dialog.getByLabel('Public IP').fill('203.0.113.30');
  await dialog.getByRole('button', { name: 'Add gateway' }).click();
  await expect(dialog).toHaveCount(0);
  const added = table.getByRole('row').filter({ hasText: 'vpn-us-central-1' });
  await expect(added).toContainText('203.0.113.30');
  await expect(added).toContainText('OpenVPN');

  await rowAction(page, 'vpn-us-central-1', 'Edit');
  await expect(dialog.getByLabel('Public IP')).toHaveValue('203.0.113.30');
  await dialog.getByLabel('Public IP').fill('203.0.113.31');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(added).toContainText('203.0.113.31');

  await rowAction(page, 'vpn-us-central-1', 'Delete');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('No network routes through it.');
  await confirm.getByRole('button', { name: 'Delete gateway' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'vpn-us-central-1' })).toHaveCount(0);
});

test('networks: each gateway with its networks, filters in the URL, an overlapping CIDR refused on its field, edit, delete', async ({
  page,
}) => {
  await staffApiSignIn(page, 'admin', '/admin/infra/vpn_gateways');
  const east = page.getByRole('table', { name: 'Networks through vpn-us-east-1' });
  await expect(east.getByRole('row').filter({ hasText: 'us-east-1-desktops' })).toContainText(
    '10.101.0.0/20',
  );
  await expect(east.getByRole('row').filter({ hasText: 'us-east-1-management' })).toContainText('111');
  await expect(page.getByRole('table', { name: /^Networks through / })).toHaveCount(4);

  await pick(page, /^Location/, 'Europe (Frankfurt)');
  await page.waitForURL((url) => url.searchParams.has('location'));
  await expect(page.getByRole('table', { name: /^Networks through / })).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Networks through vpn-eu-central-1' })).toBeVisible();
  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('location'));
  await expect(page.getByRole('table', { name: /^Networks through / })).toHaveCount(4);
  await pick(page, /^Gateway/, 'vpn-us-east-1');
  await page.waitForURL((url) => url.searchParams.has('gateway'));
  await expect(page.getByRole('table', { name: /^Networks through / })).toHaveCount(1);
  await lookAt(page, 'staff-networks');

  // Inside us-east-1-desktops (10.101.0.0/20): the API's message lands on the CIDR field, the rest is kept.
  await page.getByRole('button', { name: 'Add network' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: /^VPN gateway/ })).toContainText('vpn-us-east-1');
  await dialog.getByLabel('Name').fill('acme-lab');
  await dialog.getByLabel('CIDR').fill('10.101.8.0/24');
  await dialog.getByLabel('VLAN').fill('300');
  await pick(page, /^Organization/, 'Acme Corp', dialog);
  await dialog.getByRole('button', { name: 'Add network' }).click();
  await expect(dialog.getByLabel('CIDR')).toHaveAccessibleDescription(
    /Overlaps us-east-1-desktops \(10\.101\.0\.0\/20\)\./,
  );
  await expect(dialog.getByLabel('CIDR')).toBeFocused();
  await expect(dialog.getByLabel('Name')).toHaveValue('acme-lab');
  await expect(dialog.getByLabel('VLAN')).toHaveValue('300');
  await expect(dialog.getByRole('button', { name: /^Organization/ })).toContainText('Acme Corp');
  await lookAt(page, 'staff-network-add');
  await dialog.getByLabel('CIDR').fill('10.120.0.0/24');
  await dialog.getByRole('button', { name: 'Add network' }).click();
  await expect(dialog).toHaveCount(0);
  const lab = east.getByRole('row').filter({ hasText: 'acme-lab' });
  await expect(lab).toContainText('10.120.0.0/24');
  await expect(lab).toContainText('Acme Corp');

  // The edit dialog loads the network itself.
  await rowAction(page, 'acme-lab', 'Edit');
  await expect(dialog.getByLabel('CIDR')).toHaveValue('10.120.0.0/24');
  await dialog.getByLabel('VLAN').fill('301');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(lab).toContainText('301');

  await rowAction(page, 'acme-lab', 'Delete');
  await expect(page.getByRole('alertdialog')).toContainText(
    '10.120.0.0/24 is no longer routed for Acme Corp',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete network' }).click();
  await expect(east.getByRole('row').filter({ hasText: 'acme-lab' })).toHaveCount(0);
});

test('SMS pool: state in the URL and Back, a duplicate refused on its field, add, release a free number; an assigned one offers nothing', async ({
  page,
}) => {
  await staffApiSignIn(page, 'admin', '/admin/infra/sms_numbers');
  const table = page.getByRole('table', { name: 'SMS numbers in the pool' });
  await expect((await settledRows(page, 'SMS numbers in the pool')).first()).toContainText(
    /\+1 \(\d{3}\) \d{3}-\d{4}/,
  );

  await pick(page, /^State .+/, 'Free');
  await page.waitForURL((url) => url.searchParams.get('status') === 'available');
  await expect((await settledRows(page, 'SMS numbers in the pool')).first()).toBeVisible();
  await expect(table.locator('tbody tr').filter({ hasNotText: 'Free' })).toHaveCount(0);
  await pick(page, /^State .+/, 'Assigned');
  await page.waitForURL((url) => url.searchParams.get('status') === 'assigned');
  const assigned = (await settledRows(page, 'SMS numbers in the pool')).first();
  await expect(assigned).toContainText('Assigned');
  await expect(table.locator('tbody tr').filter({ hasNotText: 'Assigned' })).toHaveCount(0);
  // Held by an alias: it links there, and offers no release.
  await expect(assigned.getByRole('link')).toHaveAttribute(
    'href',
    /^\/admin\/organizations\/\d+\/alias\/\d+$/,
  );
  await expect(assigned.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await lookAt(page, 'staff-sms-pool-assigned');
  // The number as the row shows it (the row starts with its selection box).
  const taken = /\+1 \(\d{3}\) \d{3}-\d{4}/.exec(await assigned.innerText())?.[0] ?? '';
  expect(taken).not.toBe('');
  await page.goBack();
  await page.waitForURL((url) => url.searchParams.get('status') === 'available');
  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('status'));

  await page.getByRole('button', { name: 'Add number' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Number').fill(taken.replace(/\D/g, ''));
  await expect(dialog.getByLabel('Number')).toHaveValue(taken);
  await pick(page, /^Provider/, 'Bandwidth', dialog);
  await dialog.getByRole('button', { name: 'Add number' }).click();
  await expect(dialog.getByLabel('Number')).toHaveAccessibleDescription(/already in the pool/);
  await expect(dialog.getByLabel('Number')).toHaveValue(taken);
  await lookAt(page, 'staff-sms-pool-add');
  // The mask shapes every keystroke; the form sends +1 and ten digits.
  await dialog.getByLabel('Number').fill('');
  await dialog.getByLabel('Number').pressSequentially('2011000199');
  await expect(dialog.getByLabel('Number')).toHaveValue('+1 (201) 100-0199');
  await dialog.getByRole('button', { name: 'Add number' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search SMS numbers' }).fill('2011000199');
  await page.waitForURL((url) => (url.searchParams.get('search') ?? '').includes('2011000199'));
  const added = table.getByRole('row').filter({ hasText: '+1 (201) 100-0199' });
  await expect(added).toContainText('Free');
  await expect(added).toContainText('Bandwidth');
  await lookAt(page, 'staff-sms-pool');
  // Held back from aliases, then released (a number no alias holds may go).
  await rowAction(page, '+1 (201) 100-0199', 'Reserve');
  await expect(added).toContainText('Reserved');
  await rowAction(page, '+1 (201) 100-0199', 'Release');
  await expect(page.getByRole('alertdialog')).toContainText('No alias holds it.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Release number' }).click();
  await expect(added).toHaveCount(0);
  await expect(page.getByText('No SMS numbers match “2011000199”')).toBeVisible();
});

test("Support's read-only SMS number pool, looked at in both themes", async ({ page }) => {
  await staffApiSignIn(page, 'support', '/admin/infra/sms_numbers');
  await expect((await settledRows(page, 'SMS numbers in the pool')).first()).toContainText(/\+1 \(/);
  await lookAt(page, 'staff-sms-pool-support');
});
