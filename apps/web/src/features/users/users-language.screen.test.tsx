// @vitest-environment jsdom
// The users' screens in German and in the pseudo-locale (docs/decisions/0049-languages.md).
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';

import { renderRoute } from '~/testing';

it('lists users in German: heading, columns, a filter, and a bulk question in the plural', async () => {
  const { user } = await renderRoute('/users?status=true', { locale: 'de' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Benutzer' })).toBeTruthy();
  const table = await screen.findByRole('table', { name: /Benutzer der Organisation/ });
  expect(within(table).getByRole('columnheader', { name: /Zuletzt gesehen/ })).toBeTruthy();
  expect(within(table).getByRole('columnheader', { name: /Rollen/ })).toBeTruthy();
  const rows = within(table)
    .getAllByRole('checkbox')
    .filter((box) => !/Olivia|all|alle/i.test(box.getAttribute('aria-label') ?? ''));
  await user.click(rows[0]!);
  await user.click(rows[1]!);
  await user.click(screen.getByRole('button', { name: 'Deaktivieren' }));
  const question = await screen.findByRole('alertdialog');
  expect(
    within(question).getByText(/Alle werden abgemeldet und können sich erst nach erneuter Aktivierung/),
  ).toBeTruthy();
});

it('leaves no plain English of the users list in the pseudo-locale', async () => {
  await renderRoute('/users', { locale: 'en-XA' });
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { level: 1 });
  const table = await within(main).findByRole('table');
  const texts = [
    ...within(main).getAllByRole('heading'),
    ...within(table).getAllByRole('columnheader'),
    ...main.querySelectorAll('label'),
  ]
    .map((element) => element.textContent?.trim() ?? '')
    .filter(Boolean)
    // The list's own chrome (components/list) is not this feature's text.
    .filter((text) => text !== 'Actions' && !text.startsWith('Rows per page'));
  expect(texts.length).toBeGreaterThan(5);
  expect(texts.filter((text) => !text.includes('~'))).toEqual([]);
});
