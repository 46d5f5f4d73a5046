// The tab's language (docs/decisions/0049-languages.md): the header's menu switches the screen at once without
// losing what was typed, keeps the choice for the person's other devices, and the screen speaks German.
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
