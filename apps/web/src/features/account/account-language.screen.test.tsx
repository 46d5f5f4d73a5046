// @vitest-environment jsdom
// The account's screens in German and in the pseudo-locale, and the profile's language select
// (docs/decisions/0049-languages.md), on the in-process mock (src/testing).
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';

import { renderRoute, signedInAsOwner } from '~/testing';

it('changes the password in German: heading, labels, the policy in the plural, a field message', async () => {
  const { user } = await renderRoute('/changepassword', { locale: 'de' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Passwort ändern' })).toBeTruthy();
  await user.type(screen.getByLabelText(/^Aktuelles Passwort/, { selector: 'input' }), 'x');
  await user.type(screen.getByLabelText(/^Neues Passwort\W*$/, { selector: 'input' }), 'a');
  const rules = await screen.findByRole('list', { name: 'Passwortanforderungen' });
  expect(within(rules).getByText(/^Mindestens \d+ Zeichen$/)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
  // The rules read in lower case inside the sentence.
  expect(await screen.findByText(/^Das Passwort braucht: mindestens \d+ Zeichen, /)).toBeTruthy();
});

it('leaves no plain English on the profile in the pseudo-locale', async () => {
  await renderRoute('/profile', { locale: 'en-XA' });
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { level: 1 });
  const texts = [
    ...within(main).getAllByRole('heading'),
    ...within(main).getAllByRole('button'),
    ...within(main).getAllByRole('link'),
    ...main.querySelectorAll('label'),
  ].map((element) => element.textContent ?? '');
  expect(texts.length).toBeGreaterThan(5);
  expect(texts.filter((text) => !text.includes('~'))).toEqual([]);
});

it("switches the tab from the profile's language select and keeps the choice on the account", async () => {
  const { user, mock, requests } = await renderRoute('/profile');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'fr');
  expect(await screen.findByRole('heading', { name: 'Votre profil' })).toBeTruthy();
  expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveProperty('value', 'fr');
  await waitFor(() =>
    expect(requests.some((r) => r.method === 'PUT' && r.path === '/user/me/preferences')).toBe(true),
  );
  const owner = mock.state.db.users.find((u) => u.email === 'owner@acme.test');
  expect(mock.state.db.userPreferences.get(owner?.id ?? 0)).toEqual({ language: 'fr' });
});

it("changes only the tab in a staff member's sign-in as the user, and says so", async () => {
  const { user, mock, router, requests } = await signedInAsOwner();
  await router.navigate({ to: '/profile' });

  const select = await screen.findByRole('combobox', { name: 'Language' });
  expect(select.getAttribute('aria-describedby')).toBeTruthy();
  expect(screen.getByText(/the language changes in this tab only/)).toBeTruthy();
  await user.selectOptions(select, 'de');
  expect(await screen.findByRole('heading', { name: 'Ihr Profil' })).toBeTruthy();
  expect(requests.some((r) => r.method === 'PUT' && r.path === '/user/me/preferences')).toBe(false);
  const owner = mock.state.db.users.find((u) => u.email === 'owner@acme.test');
  expect(mock.state.db.userPreferences.get(owner?.id ?? 0)).toBeUndefined();
});

it('offline, the profile says the choice could not be saved to the account, and shows it on this device', async () => {
  const { user, mock, requests } = await renderRoute('/profile');
  const select = await screen.findByRole('combobox', { name: 'Language' });
  // The save cannot reach the server: the browser's fetch fails as it does offline.
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    new Request(input, init).method === 'PUT'
      ? Promise.reject(new TypeError('Failed to fetch'))
      : answer(input, init),
  );
  await user.selectOptions(select, 'de');

  expect((await screen.findByRole('alert')).textContent).toBe(
    'Deutsch gilt nur auf diesem Gerät: Die Sprache konnte nicht in Ihrem Konto gespeichert werden. ' +
      'Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  );
  expect(screen.getByRole('heading', { name: 'Ihr Profil' })).toBeTruthy();
  expect(localStorage.getItem('console.language')).toBe('de');
  const owner = mock.state.db.users.find((u) => u.email === 'owner@acme.test');
  expect(mock.state.db.userPreferences.get(owner?.id ?? 0)).toBeUndefined();
  expect(requests.some((r) => r.method === 'PUT')).toBe(false);

  // Back online, Try again keeps it on the account; the message and the button go, the focus is on the select.
  vi.stubGlobal('fetch', answer);
  await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
  await waitFor(() => expect(mock.state.db.userPreferences.get(owner?.id ?? 0)).toEqual({ language: 'de' }));
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Sprache' }));
});
