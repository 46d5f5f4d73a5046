// @vitest-environment jsdom
// The users list's filter counts are faceted: each role's count applies every other filter of the URL (status,
// search) but not the role filter itself (docs/product-rules.md#columns-and-views).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { type RenderedRoute, renderRoute } from '~/testing';

/** The role filter's options as its list box shows them: "Helpdesk (3)". */
async function roleOptions(user: RenderedRoute['user']) {
  await screen.findByRole('table', { name: 'Users of the organization' });
  const field = screen.getByText('Role', { selector: 'label' }).parentElement as HTMLElement;
  await user.click(within(field).getByRole('button'));
  const listbox = await screen.findByRole('listbox');
  const options = within(listbox)
    .getAllByRole('option')
    .map((o) => o.textContent?.trim() ?? '');
  await user.keyboard('{Escape}');
  return options;
}

/** What the role filter should say for the owner's organisation, counting the users `keep` keeps. */
function expectedOptions(
  db: RenderedRoute['mock']['state']['db'],
  keep: (u: { status: boolean; first_name: string; last_name: string; email: string }) => boolean,
) {
  const users = db.users.filter((u) => u.org_id === 1 && keep(u));
  const roles = db.roles.filter((r) => r.org_id === 1).sort((a, b) => a.name.localeCompare(b.name));
  return [
    'Every role',
    ...roles.map((r) => `${r.name} (${users.filter((u) => u.role_ids.includes(r.id)).length})`),
  ];
}

describe('the users list’s role counts', () => {
  it('count only the inactive users while the status filter says Inactive', async () => {
    const { user, mock } = await renderRoute('/users?status=false');
    const expected = expectedOptions(mock.state.db, (u) => !u.status);
    // The seed has inactive users, and fewer than all: the counts differ from the roles' member counts.
    expect(expected).not.toEqual(expectedOptions(mock.state.db, () => true));
    await waitFor(async () => expect(await roleOptions(user)).toEqual(expected));
  });

  it('leave the role filter itself out, and follow the search', async () => {
    const { user, mock } = await renderRoute('/users?status=true&role_id=1&search=acme');
    const expected = expectedOptions(
      mock.state.db,
      (u) =>
        u.status && [`${u.first_name} ${u.last_name}`, u.email].some((f) => f.toLowerCase().includes('acme')),
    );
    // Another role than the one picked still counts its users.
    expect(expected.filter((o) => !o.endsWith('(0)')).length).toBeGreaterThan(2);
    await waitFor(async () => expect(await roleOptions(user)).toEqual(expected));
  });
});
