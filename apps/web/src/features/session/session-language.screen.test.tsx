// @vitest-environment jsdom
// The sign-in page in German and in the pseudo-locale (docs/decisions/0049-languages.md): its words come from
// the session catalogs, the spec's English stays for English only.
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';

import { renderRoute } from '~/testing';

it('signs in in German: heading, labels, field messages and a refusal', async () => {
  const { user } = await renderRoute('/login', { as: null, locale: 'de' });
  expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
  expect(await screen.findByText('Geben Sie Ihre E-Mail-Adresse ein.')).toBeTruthy();
  expect(screen.getByText('Geben Sie Ihr Passwort ein.')).toBeTruthy();

  await user.type(screen.getByRole('textbox', { name: /E-Mail/ }), 'owner@acme.test');
  await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'Not-the-one!1');
  await user.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
  expect(
    await screen.findByText(
      'E-Mail oder Passwort stimmen nicht. Prüfen Sie beides und versuchen Sie es erneut.',
    ),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toBeTruthy();
});

it('leaves no plain English on the sign-in page in the pseudo-locale', async () => {
  const { user } = await renderRoute('/login', { as: null, locale: 'en-XA' });
  await screen.findByRole('heading');
  await user.click(screen.getAllByRole('button').find((b) => b.getAttribute('type') === 'submit')!);
  await screen.findAllByText(/~/, { selector: '[id$="-error"]' });
  const texts = [
    ...screen.getAllByRole('heading'),
    ...screen.getAllByRole('button'),
    ...screen.getAllByRole('link'),
    ...document.querySelectorAll('label, [id$="-error"]'),
  ].map((element) => element.textContent ?? '');
  expect(texts.length).toBeGreaterThan(5);
  expect(texts.filter((text) => !text.includes('~'))).toEqual([]);
});
