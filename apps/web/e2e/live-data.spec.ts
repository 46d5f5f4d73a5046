// Live data (docs/decisions/0048-live-data-in-the-app.md): two browser contexts, two people. One changes something,
// the other, who only looks, sees it within 2 s, without reloading: a user, a role's name, a ticket's reply, a
// desktop stopped by a staff member. Then the looker's network drops: live updates say they are paused, and once
// it is back the stream resumes after its last event, so nothing is missed, with one stream open.
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';

import { apiCaller, apiSignIn, expect, lookAt, mock, test } from './support/fixtures';
import { serveMode, staffApiSignIn } from './support/staff';

test.describe.configure({ timeout: 240_000 });

const contexts: BrowserContext[] = [];
test.beforeEach(() => mock.reset());
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** One person: a browser context of their own, the app in both modes. */
async function person(browser: Browser) {
  const context = await browser.newContext();
  contexts.push(context);
  await serveMode(context, 'both');
  return context.newPage();
}

const isStream = (request: Request) => /\/api(\/admin)?\/events$/.test(new URL(request.url()).pathname);

/** The page's event streams: those open now, and every one it asked for. */
function watchStreams(page: Page) {
  const open = new Set<Request>();
  const all: Request[] = [];
  page.on('request', (r) => isStream(r) && (open.add(r), all.push(r)));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return { open: () => open.size, all };
}

/** Goes to `path` and waits for its frame's stream to be open (asked for 2 s after it mounts, decision 0048). */
async function openLive(page: Page, go: () => Promise<unknown>) {
  const stream = page.waitForResponse((response) => isStream(response.request()), { timeout: 30_000 });
  await go();
  await stream;
}

/** Within 2 s of the other person's save. */
const SEEN_WITHIN = { timeout: 2_000 };

test('what one person changes shows on the other one’s screen within 2 s', async ({ browser }) => {
  const [ann, bob] = [await person(browser), await person(browser)];
  await apiSignIn(ann, 'owner', '/users/2');
  const users = bob.getByRole('table', { name: 'Users of the organization' });
  await openLive(bob, () => apiSignIn(bob, 'owner', '/users'));
  await expect(users).toBeVisible();

  // A user, in the list Bob looks at.
  await ann.getByRole('textbox', { name: 'Last name' }).fill('Livewire');
  await ann.getByRole('button', { name: 'Save changes' }).click();
  await expect(ann.getByText(/ Livewire are saved\.$/)).toBeVisible();
  await expect(users.getByRole('link', { name: /Livewire/ })).toBeVisible(SEEN_WITHIN);
  await lookAt(bob, 'live-users-row-changed');

  // A role's name, in the roles list.
  await openLive(bob, () => bob.goto('/roles'));
  await ann.goto('/roles/6/edit');
  const name = ann.getByRole('textbox', { name: 'Name' });
  await expect(name).not.toHaveValue('');
  await name.fill('Renamed live');
  await ann.getByRole('button', { name: 'Save changes' }).click();
  await expect(ann).toHaveURL(/\/roles\/6$/);
  await expect(bob.getByRole('link', { name: 'Renamed live' })).toBeVisible(SEEN_WITHIN);
  await lookAt(bob, 'live-roles-renamed');

  // A reply, on the ticket Bob reads.
  await openLive(bob, () => bob.goto('/tickets/4'));
  await ann.goto('/tickets/4/reply');
  await ann.getByRole('textbox', { name: 'Message' }).fill('Answered from the other browser.');
  await ann.getByRole('button', { name: 'Send reply' }).click();
  await expect(ann).toHaveURL(/\/tickets\/4$/);
  const conversation = bob.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText('Answered from the other browser.')).toBeVisible(SEEN_WITHIN);
  await lookAt(bob, 'live-ticket-reply');
});

test('a desktop one staff member stops shows as stopped on the other one’s page within 2 s', async ({
  browser,
}) => {
  const [ann, bob] = [await person(browser), await person(browser)];
  await staffApiSignIn(ann, 'admin', '/admin/services/virtualdesktops?status=running');
  await ann.getByRole('table').getByRole('link').first().click();
  await expect(ann.getByRole('button', { name: 'Stop' })).toBeVisible();
  const desktop = new URL(ann.url()).pathname;
  await openLive(bob, () => staffApiSignIn(bob, 'admin', desktop));
  const rdp = bob.getByRole('status', { name: 'RDP connection status' });
  await expect(rdp).toContainText('Running');

  await ann.getByRole('button', { name: 'Stop' }).click();
  await ann.getByRole('alertdialog').getByRole('button', { name: 'Stop desktop' }).click();
  await expect(ann.getByRole('button', { name: 'Start' })).toBeVisible();
  await expect(rdp).toContainText('Stopped', SEEN_WITHIN);
  await expect(bob.getByRole('button', { name: 'Start' })).toBeVisible();
  await lookAt(bob, 'live-desktop-stopped');
});

test('after the network drops, the stream resumes after its last event: nothing missed, one stream open', async ({
  browser,
}) => {
  const [ann, bob] = [await person(browser), await person(browser)];
  await apiSignIn(ann, 'owner', '/users/2');
  const streams = watchStreams(bob);
  await openLive(bob, () => apiSignIn(bob, 'owner', '/users'));
  const users = bob.getByRole('table', { name: 'Users of the organization' });
  await expect(users).toBeVisible();
  await ann.getByRole('textbox', { name: 'Last name' }).fill('Beforeoffline');
  await ann.getByRole('button', { name: 'Save changes' }).click();
  await expect(users.getByRole('link', { name: /Beforeoffline/ })).toBeVisible(SEEN_WITHIN);

  await bob.context().setOffline(true);
  const paused = bob.getByRole('banner').getByText('Live updates paused: offline');
  await expect(paused).toBeVisible();
  await lookAt(bob, 'live-paused-offline');

  await ann.getByRole('textbox', { name: 'Last name' }).fill('Whileoffline');
  await ann.getByRole('button', { name: 'Save changes' }).click();
  await expect(ann.getByText(/ Whileoffline are saved\.$/)).toBeVisible();

  const reopened = bob.waitForRequest(isStream);
  await bob.context().setOffline(false);
  // The stream opens again at once (not after its back-off), after the last event it had.
  expect((await reopened).headers()['last-event-id']).toMatch(/^\d+$/);
  await expect(users.getByRole('link', { name: /Whileoffline/ })).toBeVisible({ timeout: 5_000 });
  await expect(paused).toBeHidden();
  await expect.poll(() => streams.open()).toBe(1);
});

test('rows someone else creates wait behind "N new — show", a deleted row is struck through, and nothing moves', async ({
  browser,
}) => {
  const bob = await person(browser);
  await openLive(bob, () => apiSignIn(bob, 'readonly', '/users'));
  const table = bob.getByRole('table', { name: 'Users of the organization' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(25);
  const before = { table: await table.boundingBox(), fifth: await rows.nth(4).boundingBox() };

  // The owner, through the API: a user who sorts first, and the third user on Bob's page deleted.
  const call = await apiCaller('owner');
  const page = (await (await call('GET', '/user?size=25&sort=full_name')).json()) as {
    items: { id: number }[];
  };
  const user = {
    first_name: 'Aaa',
    last_name: 'Arrived',
    email: 'arrived@acme.test',
    status: true,
    role_ids: [],
  };
  expect((await call('POST', '/user', { ...user, password: 'Arrived!2345678' })).ok).toBe(true);
  expect((await call('DELETE', `/user/${page.items[2]?.id}`)).ok).toBe(true);

  const show = bob.getByRole('button', { name: '1 new user — show' });
  await expect(show).toBeVisible(SEEN_WITHIN);
  await expect(table.getByRole('row', { name: /Deleted/ })).toBeVisible(SEEN_WITHIN);
  await expect(rows).toHaveCount(25);
  expect(await table.boundingBox()).toEqual(before.table);
  expect(await rows.nth(4).boundingBox()).toEqual(before.fifth);
  await lookAt(bob, 'live-users-new-and-deleted');

  await show.click();
  await expect(rows.first()).toContainText('Aaa Arrived');
  await expect(show).toBeHidden();
  await expect(table.getByRole('row', { name: /Deleted/ })).toHaveCount(0);
});
