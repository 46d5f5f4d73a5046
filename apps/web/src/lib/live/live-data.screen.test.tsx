// @vitest-environment jsdom
// Live data on the screens (docs/decisions/0048-live-data-in-the-app.md), on the in-process mock: someone else's
// change is written into the mock's data and announced on its event bus, as the mock's router does after a write,
// and the screen open in the app follows. The stream opens 2 s after the signed-in frame mounts (app-frame.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';

import type { LiveEvent } from '@console/sdk';

import { type RenderedRoute, renderRoute } from '~/testing';

/** Waits for the frame to open its stream. */
const streamOpen = (requests: RenderedRoute['requests']) =>
  waitFor(() => expect(requests.some((r) => r.path === '/events')).toBe(true), { timeout: 6000 });

/** Someone else (Henry Dawson, of the owner's organisation) did something; the mock tells the streams. */
function announce(
  mock: RenderedRoute['mock'],
  event: Pick<LiveEvent, 'resource' | 'resource_id' | 'action'> & Partial<LiveEvent>,
) {
  const orgId = mock.state.db.users.get(2)?.org_id ?? 1;
  mock.state.events.publish(
    {
      version: null,
      actor: { type: 'user', id: '3', name: 'Henry Dawson' },
      at: new Date().toISOString(),
      parent: null,
      ...event,
    },
    { orgIds: [orgId], aliasName: null },
  );
}

const usersTable = () => screen.findByRole('table', { name: 'Users of the organization' });
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');

it('changes a row of the list in place when someone else edits it, and holds back a row they create', async () => {
  const { mock, requests, user } = await renderRoute('/users');
  const table = await usersTable();
  await streamOpen(requests);
  // The whole first page: the rows past the first screenful come in the table's second pass.
  await waitFor(() => expect(rowNames(table)).toHaveLength(25));
  const before = rowNames(table);
  const second = mock.state.db.users.find(
    (u) => before[1]?.includes(`${u.first_name} ${u.last_name}`) ?? false,
  );
  if (!second) throw new Error('the second row is a seeded user');

  second.last_name = `${second.last_name}-Renamed`;
  announce(mock, { resource: 'user', resource_id: String(second.id), action: 'changed' });
  await waitFor(() => expect(rowNames(table)[1]).toContain('-Renamed'), { timeout: 3000 });
  expect(rowNames(table).length).toBe(before.length);

  // A user someone else created, who sorts first: the rows on screen stay where they are.
  const { id: _id, ...row } = second;
  const created = mock.state.db.users.insert({
    ...row,
    first_name: 'Aaron',
    last_name: 'Aardvark',
    email: 'aaron@acme.test',
  });
  announce(mock, { resource: 'user', resource_id: String(created.id), action: 'created' });
  const show = await screen.findByRole('button', { name: '1 new user — show' }, { timeout: 3000 });
  expect(rowNames(table)[0]).toBe(before[0]);
  expect(within(screen.getAllByRole('status')[0] ?? document.body).queryByText('Updating…')).toBeNull();
  await user.click(show);
  expect(rowNames(table)[0]).toContain('Aaron Aardvark');
  expect(screen.queryByRole('button', { name: /new user/ })).toBeNull();
}, 15_000);

it('marks a row someone else deleted, and the next refetch takes it away', async () => {
  const { mock, requests } = await renderRoute('/users');
  const table = await usersTable();
  await streamOpen(requests);
  const gone = mock.state.db.users.find(
    (u) => rowNames(table)[2]?.includes(`${u.first_name} ${u.last_name}`) ?? false,
  );
  if (!gone) throw new Error('the third row is a seeded user');
  mock.state.db.users.delete(gone.id);
  announce(mock, { resource: 'user', resource_id: String(gone.id), action: 'deleted' });
  const row = await within(table).findByRole('row', { name: /Deleted/ }, { timeout: 3000 });
  expect(row.textContent).toContain(gone.first_name);
  expect(within(row).queryByRole('button', { name: /Actions for/ })).toBeNull();
  // Someone changes another user: the list's refetch no longer has the deleted one.
  announce(mock, { resource: 'user', resource_id: '2', action: 'changed' });
  await waitFor(() => expect(within(table).queryByRole('row', { name: /Deleted/ })).toBeNull(), {
    timeout: 3000,
  });
  expect(rowNames(table).some((name) => name.includes(`${gone.first_name} ${gone.last_name}`))).toBe(false);
}, 15_000);

it('says at once who changed the record being edited, and that it was deleted, keeping what was typed', async () => {
  const { mock, requests, user } = await renderRoute('/users/2');
  const first = await screen.findByRole('textbox', { name: /First name/ });
  await streamOpen(requests);
  await user.clear(first);
  await user.type(first, 'Mine');

  const edited = mock.state.db.users.get(2);
  if (!edited) throw new Error('the seed has user 2');
  edited.last_name = 'Theirs';
  announce(mock, { resource: 'user', resource_id: '2', action: 'changed' });
  expect(
    await screen.findByText('Someone else changed this user after you opened it.', {}, { timeout: 3000 }),
  ).toBeTruthy();

  mock.state.db.users.delete(2);
  announce(mock, { resource: 'user', resource_id: '2', action: 'deleted' });
  expect(
    await screen.findByText(
      /Henry Dawson deleted this user while you were editing it/,
      {},
      { timeout: 3000 },
    ),
  ).toBeTruthy();
  expect((first as HTMLInputElement).value).toBe('Mine');
  expect(screen.getByRole('textbox', { name: /First name/ })).toBe(first);
}, 15_000);

it("shows a ticket's new reply as it is sent", async () => {
  const { mock, requests } = await renderRoute('/tickets/4');
  const conversation = await screen.findByRole('list', { name: 'Conversation' });
  await streamOpen(requests);
  const count = within(conversation).getAllByRole('article').length;
  const reply = mock.state.db.ticketMessages.insert({
    ticket_id: 4,
    user_id: 3,
    staff_id: null,
    body: 'A reply from another tab of the organisation.',
    created_at: new Date().toISOString(),
  });
  announce(mock, {
    resource: 'ticket_reply',
    resource_id: String(reply.id),
    action: 'created',
    parent: { resource: 'ticket', id: '4' },
  });
  await waitFor(() => expect(within(conversation).getAllByRole('article')).toHaveLength(count + 1), {
    timeout: 3000,
  });
  expect(within(conversation).getByText('A reply from another tab of the organisation.')).toBeTruthy();
  // Read out politely as it arrives.
  expect(conversation.getAttribute('aria-live')).toBe('polite');
}, 15_000);

it("opens the staff area's stream in the staff area, with the staff member's session", async () => {
  const { requests } = await renderRoute('/admin/dashboard', { as: 'Administrator' });
  await waitFor(() => expect(requests.some((r) => r.path === '/admin/events')).toBe(true), { timeout: 6000 });
  expect(requests.filter((r) => r.path === '/events' || r.status >= 400)).toEqual([]);
});
