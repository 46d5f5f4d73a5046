// The tab's language (docs/decisions/0049-languages.md): the header's menu switches the screen at once without
// losing what was typed, keeps the choice for the person's other devices (or says it could not), and the screen
// speaks German; the sign-in pages' select keeps it on the device only.
import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';

import { renderRoute } from '~/testing';

it('switches the screen to German at once, keeps typed input, and keeps the choice on the account', async () => {
  const { user, mock, requests } = await renderRoute('/profile');
  const firstName = await screen.findByLabelText(/First name/);
  await user.clear(firstName);
  await user.type(firstName, 'Typed');

  await user.click(screen.getByRole('button', { name: 'Language: English' }));
  await user.click(await screen.findByRole('menuitem', { name: /Deutsch/ }));

  expect(await screen.findByRole('button', { name: 'Sprache: Deutsch' })).toBeTruthy();
  expect(document.documentElement.lang).toBe('de');
  expect(screen.getByRole('navigation', { name: 'Hauptmenü' })).toBeTruthy();
  // Nothing was unmounted: the typed name is still there.
  expect(screen.getByDisplayValue('Typed')).toBeTruthy();
  await vi.waitFor(() =>
    expect(requests.some((r) => r.method === 'PUT' && r.path === '/user/me/preferences')).toBe(true),
  );
  const owner = mock.state.db.users.find((u) => u.email === 'owner@acme.test');
  expect(mock.state.db.userPreferences.get(owner?.id ?? 0)).toEqual({ language: 'de' });
});

it("offline, the header's choice shows on this device and a toast says the account could not keep it", async () => {
  const { user, mock } = await renderRoute('/admin/dashboard', { as: 'Administrator' });
  await screen.findByRole('heading', { level: 1 });
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    new Request(input, init).method === 'PUT'
      ? Promise.reject(new TypeError('Failed to fetch'))
      : answer(input, init),
  );
  await user.click(screen.getByRole('button', { name: 'Language: English' }));
  await user.click(await screen.findByRole('menuitem', { name: /Français/ }));

  // Testing Library reads the no-break space before the colon as a space.
  expect(
    await screen.findByText(
      "Français ne s'applique qu'à cet appareil : impossible de l'enregistrer dans votre compte. " +
        'Vérifiez votre connexion et réessayez.',
    ),
  ).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Langue\u00a0: Français' })).toBeTruthy();
  expect(localStorage.getItem('console.language')).toBe('fr');
  expect(mock.state.db.staffPreferences.size).toBe(0);

  // Back online, the toast's action keeps it on the account.
  vi.stubGlobal('fetch', answer);
  await user.click(screen.getByRole('button', { name: 'Réessayer' }));
  await vi.waitFor(() => expect([...mock.state.db.staffPreferences.values()]).toEqual([{ language: 'fr' }]));
});

it("the sign-in page's select keeps the choice on this device and sends nothing", async () => {
  const { user, requests } = await renderRoute('/login', { as: null });
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'de');
  expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeTruthy();
  expect(localStorage.getItem('console.language')).toBe('de');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(requests).toEqual([]);
});
