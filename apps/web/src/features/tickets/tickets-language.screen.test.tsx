// @vitest-environment jsdom
// The tickets' screens in German and in the pseudo-locale (docs/decisions/0049-languages.md).
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';

import { renderRoute } from '~/testing';

it('lists tickets in German: heading, columns, statuses, and the empty status in its own words', async () => {
  const { user } = await renderRoute('/tickets', { locale: 'de' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeTruthy();
  const table = await screen.findByRole('table', { name: /Support-Tickets/ });
  expect(within(table).getByRole('columnheader', { name: /Betreff/ })).toBeTruthy();
  expect(within(table).getByRole('columnheader', { name: /Anfragende Person/ })).toBeTruthy();
  expect(within(table).getAllByText(/^(Offen|Wartet auf Sie|Geschlossen)$/).length).toBeGreaterThan(0);
  await user.click(screen.getByRole('link', { name: 'Neues Ticket' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Neues Ticket' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Ticket eröffnen' }));
  expect(await screen.findByText('Geben Sie einen Betreff ein.')).toBeTruthy();
  expect(screen.getByText(/^Optional: bis zu 5 Dateien/)).toBeTruthy();
});

it("leaves no plain English of a ticket's page in the pseudo-locale", async () => {
  await renderRoute('/tickets/1', { locale: 'en-XA' });
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { level: 2 });
  // The subject (the page's heading) and the messages are record data.
  const texts = [
    ...within(main).getAllByRole('heading', { level: 2 }),
    ...main.querySelectorAll('dt, dd .inline-flex, button'),
  ]
    .map((element) => element.textContent?.trim() ?? '')
    .filter(Boolean);
  expect(texts.length).toBeGreaterThan(5);
  expect(texts.filter((text) => !text.includes('~'))).toEqual([]);
});
