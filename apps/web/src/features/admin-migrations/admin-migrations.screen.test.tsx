// @vitest-environment jsdom
// Moving an alias to another organisation (src/testing).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { pickOption, type RenderedRoute, renderRoute } from '~/testing';

/** Picks sales-east and Globex, and previews the move. */
async function preview({ user }: RenderedRoute) {
  await pickOption(
    user,
    await screen.findByRole('combobox', { name: /^Alias/ }),
    'sales-east',
    'sales-east (Acme Corp)',
  );
  await pickOption(user, screen.getByRole('combobox', { name: /^Move to organization/ }), 'Glob', 'Globex');
  await user.click(screen.getByRole('button', { name: 'Preview the move' }));
  expect(await screen.findByText('sales-east: Acme Corp → Globex')).toBeTruthy();
}

describe('the alias migration', () => {
  it('previews the move and asks for the alias name before moving it', async () => {
    const view = await renderRoute('/admin/migrations/change_alias_organization', { as: 'Administrator' });
    await preview(view);
    // Each picker asks the server once typing pauses: one search for the whole word, none per keystroke. Both options
    // are among those listed before typing, so each may be picked before the pause, and a closed picker searches no
    // more: no search or that one.
    const searchedFor = (path: string) =>
      view.requests
        .filter((r) => r.path.startsWith(path))
        .map((r) => new URLSearchParams(r.path.split('?')[1]).get('search'))
        .filter(Boolean);
    expect([[], ['sales-east']]).toContainEqual(searchedFor('/admin/aliases?'));
    expect([[], ['Glob']]).toContainEqual(searchedFor('/admin/organizations?'));
    expect(screen.getByRole('region', { name: 'Users who lose access' })).toBeTruthy();
    const move = screen.getByRole('button', { name: 'Move sales-east to Globex' });
    const confirm = screen.getByRole('textbox', { name: /Type the alias's name/ });
    expect(move.hasAttribute('disabled') || move.getAttribute('aria-disabled') === 'true').toBe(true);
    await view.user.type(confirm, 'sales-eas');
    expect(move.hasAttribute('disabled') || move.getAttribute('aria-disabled') === 'true').toBe(true);
    await view.user.type(confirm, 't');
    await waitFor(() =>
      expect(move.hasAttribute('disabled') || move.getAttribute('aria-disabled') === 'true').toBe(false),
    );
  });

  it('offers, while its search waits for typing to pause, only the organizations the typed text names', async () => {
    const { user } = await renderRoute('/admin/migrations/change_alias_organization', {
      as: 'Administrator',
    });
    const organization = await screen.findByRole('combobox', { name: /^Move to organization/ });
    await user.click(screen.getByRole('button', { name: /^Move to organization/ }));
    expect(await screen.findByRole('option', { name: 'Acme Corp' })).toBeTruthy();
    await user.type(organization, 'Glob');
    expect(screen.queryByRole('option', { name: 'Acme Corp' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Globex' })).toBeTruthy();
  });

  it('says a failure half-way moved nothing, and the alias stays where it was', async () => {
    const view = await renderRoute('/admin/migrations/change_alias_organization', { as: 'Administrator' });
    await preview(view);
    await view.user.type(screen.getByRole('textbox', { name: /Type the alias's name/ }), 'sales-east');
    await view.mock.fault({ operationId: 'migrateAliasOrganization.midway', status: 500 });
    await view.user.click(screen.getByRole('button', { name: 'Move sales-east to Globex' }));
    expect(await screen.findByText(/The alias was not moved/)).toBeTruthy();
    expect(view.mock.state.db.aliases.find((a) => a.name === 'sales-east')?.org_id).toBe(1);
  });

  it('moves the alias and links to its audit log entry', async () => {
    const view = await renderRoute('/admin/migrations/change_alias_organization', { as: 'Administrator' });
    await preview(view);
    await view.user.type(screen.getByRole('textbox', { name: /Type the alias's name/ }), 'sales-east');
    await view.user.click(screen.getByRole('button', { name: 'Move sales-east to Globex' }));
    expect(await screen.findByRole('heading', { name: 'The alias is moved' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Its audit log entry' })).toBeTruthy();
    expect(view.mock.state.db.aliases.find((a) => a.name === 'sales-east')?.org_id).toBe(2);
  });

  it('tells Support only an Administrator moves an alias, and offers no form', async () => {
    await renderRoute('/admin/migrations/change_alias_organization', { as: 'Support' });
    expect(await screen.findByText(/^Only an Administrator can move an alias\./)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /^Alias/ })).toBeNull();
  });
});
