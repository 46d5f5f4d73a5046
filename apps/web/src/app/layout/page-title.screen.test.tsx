// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';

import { renderRoute } from '~/testing';

// WCAG 2.4.2: every screen names itself in the tab, from its heading and the sidebar's current entry.
it('names a record by its heading and its section, and follows a navigation', async () => {
  const { router } = await renderRoute('/users');
  await screen.findByRole('table', { name: 'Users of the organization' });
  expect(document.title).toBe('Users · Console');
  await router.navigate({ to: '/users/$userId', params: { userId: 2 } });
  const heading = await screen.findByRole('heading', { level: 1, name: /\w+ \w+/ });
  await expect.poll(() => document.title).toBe(`${heading.textContent?.trim()} · Users · Console`);
});

it('names the staff area’s pages and the public pages the same way', async () => {
  await renderRoute('/admin/organizations', { as: 'Administrator' });
  await screen.findByRole('heading', { level: 1, name: 'Organizations' });
  await expect.poll(() => document.title).toBe('Organizations · Console');
});

it('names the sign-in page', async () => {
  await renderRoute('/login', { as: null });
  await screen.findByRole('heading', { level: 1 });
  expect(document.title).toMatch(/ · Console$/);
  expect(document.title).not.toBe('Console');
});
