// @vitest-environment jsdom
// The roles' screens in German and in the pseudo-locale (docs/decisions/0049-languages.md).
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';

import { renderRoute } from '~/testing';

it("shows a role in German: its cards, the members' columns, and why it cannot go in the plural", async () => {
  await renderRoute('/roles/7', { locale: 'de' });
  expect(await screen.findByRole('heading', { level: 1, name: /Auditor/ })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Rolle löschen' })).toBeTruthy();
  expect(
    screen.getByText(/^\d+ Benutzer (hat|haben) diese Rolle: Nehmen Sie sie (ihm|ihnen) zuerst weg\.$/),
  ).toBeTruthy();
  const members = await screen.findByRole('table', { name: /Benutzer mit dieser Rolle/ });
  expect(within(members).getByRole('columnheader', { name: /E-Mail/ })).toBeTruthy();
});

it('leaves no plain English of the role form in the pseudo-locale', async () => {
  await renderRoute('/roles/add', { locale: 'en-XA' });
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { level: 1 });
  await within(main).findAllByRole('group');
  // The privileges' own names come from the server's catalogue: record data, not the form's words.
  const fields = within(main).getAllByRole('textbox') as HTMLInputElement[];
  const texts = [
    ...within(main)
      .getAllByRole('heading')
      .map((heading) => heading.textContent ?? ''),
    ...fields.map((field) => field.getAttribute('aria-label') ?? field.labels?.[0]?.textContent ?? ''),
    ...fields.map((field) => field.getAttribute('placeholder') ?? '~'),
    within(main).getAllByRole('group').at(-1)?.querySelector('legend')?.textContent ?? '',
    ...[...main.querySelectorAll('button[type="submit"]')].map((button) => button.textContent ?? ''),
  ];
  expect(texts.length).toBeGreaterThan(3);
  expect(texts.filter((text) => !text.includes('~'))).toEqual([]);
});
