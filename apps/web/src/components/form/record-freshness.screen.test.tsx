// @vitest-environment jsdom
// What an edit page shows of its record stays current (docs/product-rules.md#two-people-one-record): a save in
// another tab of this browser, and the 412 of a save over someone else's change.
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';

import { renderRoute } from '~/testing';

/** Someone else renames user 2 on the server. */
function renamedElsewhere(mock: Awaited<ReturnType<typeof renderRoute>>['mock'], firstName: string) {
  const user = mock.state.db.users.get(2);
  if (!user) throw new Error('the seed has user 2');
  user.first_name = firstName;
  return `${firstName} ${user.last_name}`;
}

it('says the record changed as soon as another tab of this browser saves, without waiting 30 s', async () => {
  const { mock } = await renderRoute('/users/2');
  await screen.findByRole('textbox', { name: /First name/ });
  renamedElsewhere(mock, 'Elsewhere');
  // Another tab's save, as this browser tells the others (lib/query/query-policy.ts).
  const otherTab = new BroadcastChannel('console-saves');
  otherTab.postMessage('saved');
  otherTab.close();
  expect(await screen.findByText('Someone else changed this user after you opened it.')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: /^Elsewhere / })).toBeTruthy();
});

it('shows the name the record has now in the page header once a save meets a conflict', async () => {
  const { mock, user } = await renderRoute('/users/2');
  const first = await screen.findByRole('textbox', { name: /First name/ });
  const theirs = renamedElsewhere(mock, 'Theirs');
  await user.clear(first);
  await user.type(first, 'Mine');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByRole('region', { name: /Someone else changed this user/ })).toBeTruthy();
  expect(await screen.findByRole('heading', { level: 1, name: theirs })).toBeTruthy();
  expect((first as HTMLInputElement).value).toBe('Mine');
});
