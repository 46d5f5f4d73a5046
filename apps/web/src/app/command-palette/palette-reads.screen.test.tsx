// @vitest-environment jsdom
// The palette mounts at the first idle moment, after the live stream may have marked the cache stale
// (docs/decisions/0048-live-data-in-the-app.md): it shares the layout's session data and does not ask for it again.
import { fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';

import { renderRoute } from '~/testing';

it('opens on stale session data without asking the API for the privileges or the user again', async () => {
  const { router, requests } = await renderRoute('/dashboard');
  await screen.findByRole('heading', { level: 1, name: /^Welcome/ });
  const queryClient = await router.options.context.loadQueryClient();
  // What the live stream does when it opens: everything is stale, nothing is read again at once.
  await queryClient.invalidateQueries({ refetchType: 'none' });
  const asked = (path: string) => requests.filter((request) => request.path === path).length;
  const before = { privileges: asked('/user/privileges'), me: asked('/user/me') };

  fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
  await screen.findByRole('combobox', { name: 'Search screens, actions and records' });
  expect(await screen.findByRole('option', { name: /Users/ })).toBeTruthy();

  expect({ privileges: asked('/user/privileges'), me: asked('/user/me') }).toEqual(before);
});
