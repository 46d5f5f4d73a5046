// @vitest-environment jsdom
// The staff area's organizations list, rendered by the app's router on the in-process mock (src/testing).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

const organizationsTable = () => screen.findByRole('table', { name: 'Organizations' });

describe('the staff organizations list', () => {
  it('lists the organizations and offers an Administrator Add, row menus and selection', async () => {
    await renderRoute('/admin/organizations', { as: 'Administrator' });
    const table = await organizationsTable();
    expect(await within(table).findByRole('link', { name: 'Acme Corp' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Globex' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add organization' }).getAttribute('href')).toBe(
      '/admin/organizations/add',
    );
    expect(screen.getByRole('button', { name: 'Actions for Acme Corp' })).toBeTruthy();
    expect(within(table).getAllByRole('checkbox').length).toBeGreaterThan(0);
  });

  it('offers Support, who reads only, no Add, row menu or selection', async () => {
    await renderRoute('/admin/organizations', { as: 'Support' });
    const table = await organizationsTable();
    expect(await within(table).findByRole('link', { name: 'Acme Corp' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add organization' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Actions for/ })).toHaveLength(0);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('sends a console user, who has no staff session, to the staff sign-in with the way back', async () => {
    const { location, requests } = await renderRoute('/admin/organizations?search=acme', { as: 'owner' });
    expect(await screen.findByRole('heading', { name: 'Staff sign in' })).toBeTruthy();
    expect(location().pathname).toBe('/admin/login');
    expect(location().search).toEqual({ redirect: '/admin/organizations?search=acme' });
    // Nothing of the staff area was asked for with the console user's token.
    expect(requests.filter((r) => r.path.startsWith('/admin/'))).toEqual([]);
  });
});
