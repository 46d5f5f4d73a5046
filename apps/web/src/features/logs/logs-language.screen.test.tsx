// @vitest-environment jsdom
// The audit log in German and in the pseudo-locale (docs/decisions/0049-languages.md).
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';

import { renderRoute } from '~/testing';

it('lists the audit log in German: heading, a plural, columns, and an action picked with its chip', async () => {
  // A page past the end says how many entries there are, in the plural, on how many pages.
  const { user } = await renderRoute('/logs?page=99', { locale: 'de' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Audit-Protokoll' })).toBeTruthy();
  expect(await screen.findByText(/^Es gibt \d+ Einträge auf \d+ Seiten\.$/)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Aktion Alle Aktionen' }));
  await user.click(await screen.findByRole('option', { name: 'Benutzer geändert' }));
  const table = await screen.findByRole('table', { name: 'Einträge des Audit-Protokolls' });
  expect(within(table).getByRole('columnheader', { name: /Wann/ })).toBeTruthy();
  expect(within(table).getByRole('columnheader', { name: /Beschreibung/ })).toBeTruthy();
  expect(within(table).getByRole('columnheader', { name: /IP-Adresse/ })).toBeTruthy();
  await waitFor(() => expect(within(table).getAllByText('Benutzer geändert').length).toBeGreaterThan(1));
  expect(screen.getByText(/Aktion: Benutzer geändert/)).toBeTruthy();
});

it('leaves no plain English of the audit log in the pseudo-locale', async () => {
  await renderRoute('/logs', { locale: 'en-XA' });
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { level: 1 });
  const table = await within(main).findByRole('table');
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  const texts = [
    ...within(main).getAllByRole('heading'),
    ...within(table).getAllByRole('columnheader'),
    ...main.querySelectorAll('label'),
    // The actions in words (not the codes under them, nor the server's sentences).
    ...[...table.querySelectorAll('tbody td span > span:first-child')],
  ]
    .map((element) => element.textContent?.trim() ?? '')
    .filter(Boolean)
    // The list's own chrome (components/list) is not this feature's text.
    .filter((text) => !text.startsWith('Rows per page'));
  expect(texts.length).toBeGreaterThan(5);
  expect(texts.filter((text) => !text.includes('~'))).toEqual([]);
});
