// @vitest-environment jsdom
// The organisation's page in German and in the pseudo-locale (docs/decisions/0049-languages.md).
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';

import { renderRoute } from '~/testing';

it('shows the organization in German: heading, labels, a field message', async () => {
  const { user } = await renderRoute('/organization', { locale: 'de' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Organisationsinfo' })).toBeTruthy();
  expect(screen.getByText('Kunde seit')).toBeTruthy();
  expect(screen.getByText('Mit Landesvorwahl, z. B. +1 (202) 555-0123 oder +45 32 12 34 56.')).toBeTruthy();
  const name = screen.getByRole('textbox', { name: /^Name/ });
  await user.clear(name);
  await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
  expect(await screen.findByText('Geben Sie den Namen der Organisation ein.')).toBeTruthy();
});

it('leaves no plain English on the organization page in the pseudo-locale', async () => {
  await renderRoute('/organization', { locale: 'en-XA' });
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { level: 1 });
  const texts = [
    ...within(main).getAllByRole('heading'),
    ...main.querySelectorAll('label, dt, button[type="submit"]'),
  ].map((element) => element.textContent ?? '');
  expect(texts.length).toBeGreaterThan(10);
  expect(texts.filter((text) => !text.includes('~'))).toEqual([]);
});
