// @vitest-environment jsdom
// The staff area's users: every user, the users of one organisation, a user's page (src/testing).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the staff users list', () => {
  it('lists every user with their organization', async () => {
    await renderRoute('/admin/users', { as: 'Administrator' });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByRole('link', { name: 'Aaron Lindqvist' })).toBeTruthy();
    // The rows past the first screenful come in the table's second pass.
    await waitFor(() => expect(bodyRows(table)).toHaveLength(25));
  });

  it("finds an organization's users by its name", async () => {
    await renderRoute('/admin/users?search=globex', { as: 'Administrator' });
    const table = await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(bodyRows(table)[0]?.textContent).toContain('Globex'));
  });

  it('says when a search matches nobody', async () => {
    await renderRoute('/admin/users?search=nobody-by-this-name', { as: 'Administrator' });
    expect(await screen.findByText('No users match “nobody-by-this-name”')).toBeTruthy();
  });

  it('shows a failed load with Try again, which loads the users once the API answers', async () => {
    const { user, mock } = await renderRoute('/admin/users', {
      as: 'Administrator',
      faults: [{ operationId: 'listOrgUsers', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for listOrgUsers')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByRole('link', { name: 'Aaron Lindqvist' })).toBeTruthy();
  });
});

describe("an organization's users", () => {
  it('narrows to the inactive users with the status filter, shown as a chip', async () => {
    const { user, location } = await renderRoute('/admin/users/orgs/1', { as: 'Administrator' });
    expect(await screen.findByRole('heading', { name: 'Users of Acme Corp' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Status / }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(location().search).toEqual({ status: false }));
    expect(await screen.findByRole('button', { name: 'Remove filter Status: Inactive' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Users of Acme Corp' });
    await waitFor(() => {
      const statuses = bodyRows(table).map(
        (row) => within(row).queryByText(/^(Active|Inactive)$/)?.textContent,
      );
      expect(statuses.length).toBeGreaterThan(0);
      expect(statuses.every((s) => s === 'Inactive')).toBe(true);
    });
  });
});

describe("a user's staff page", () => {
  it('shows the user and offers an Administrator the sign-in as them', async () => {
    await renderRoute('/admin/users/1', { as: 'Administrator' });
    expect(await screen.findByRole('heading', { name: 'Olivia Bennett', level: 1 })).toBeTruthy();
    expect(screen.getByText('owner@acme.test')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in as this user' })).toBeTruthy();
  });

  it('shows a failed load with Try again', async () => {
    const { user, mock } = await renderRoute('/admin/users/1', {
      as: 'Administrator',
      faults: [{ operationId: 'getAdminUser', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for getAdminUser')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Olivia Bennett', level: 1 })).toBeTruthy();
  });

  it('shows Support the users, and a user without the sign-in as them', async () => {
    const { router } = await renderRoute('/admin/users', { as: 'Support' });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByRole('link', { name: 'Aaron Lindqvist' })).toBeTruthy();
    await router.navigate({ href: '/admin/users/1' });
    expect(await screen.findByRole('heading', { name: 'Olivia Bennett', level: 1 })).toBeTruthy();
    expect(screen.getByText('owner@acme.test')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in as this user' })).toBeNull();
  });
});
