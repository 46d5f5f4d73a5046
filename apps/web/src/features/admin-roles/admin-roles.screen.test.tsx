// @vitest-environment jsdom
// The predefined roles: list, add, edit and details (src/testing).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

const rolesTable = () => screen.findByRole('table', { name: 'Predefined roles' });

describe('the predefined roles list', () => {
  it('lists the roles and offers an Administrator Add', async () => {
    await renderRoute('/admin/userroles/predefined', { as: 'Administrator' });
    const table = await rolesTable();
    expect(await within(table).findByRole('link', { name: 'Auditor' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add predefined role' }).getAttribute('href')).toBe(
      '/admin/userroles/predefined/add',
    );
  });

  it('says when a search matches no role', async () => {
    await renderRoute('/admin/userroles/predefined?search=nothing-like-this', { as: 'Administrator' });
    expect(await screen.findByText('No predefined roles match “nothing-like-this”')).toBeTruthy();
  });

  it('shows a failed load with Try again, which loads the roles once the API answers', async () => {
    const { user, mock } = await renderRoute('/admin/userroles/predefined', {
      as: 'Administrator',
      faults: [{ operationId: 'listPredefinedRoles', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for listPredefinedRoles')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(await rolesTable()).findByRole('link', { name: 'Auditor' })).toBeTruthy();
  });

  it('offers Support no Add, and a role without Edit or Delete', async () => {
    const { user } = await renderRoute('/admin/userroles/predefined', { as: 'Support' });
    const table = await rolesTable();
    await user.click(await within(table).findByRole('link', { name: 'Auditor' }));
    expect(screen.queryByRole('link', { name: 'Add predefined role' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Auditor', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it.each(['/admin/userroles/predefined/add', '/admin/userroles/predefined/2/edit'])(
    'sends Support on %s to the unauthorized page',
    async (url) => {
      const { location } = await renderRoute(url, { as: 'Support' });
      expect(await screen.findByRole('heading', { name: 'Your staff role cannot do this' })).toBeTruthy();
      expect(location().pathname).toBe('/admin/unauthorized');
    },
  );
});

describe("a predefined role's form and details", () => {
  it("shows the mock's 422 on a taken name with the picks kept", async () => {
    const { user, location } = await renderRoute('/admin/userroles/predefined/add', { as: 'Administrator' });
    await user.type(await screen.findByLabelText(/^Name/), 'Auditor');
    await user.type(screen.getByLabelText(/^Description/), 'Night shift.');
    await user.click(screen.getByRole('checkbox', { name: 'All of tickets' }));
    await user.type(screen.getByLabelText(/^New alias prefix/), 'night');
    await user.click(screen.getByRole('button', { name: 'Add prefix' }));
    expect(
      within(screen.getByRole('list', { name: 'Granted alias prefixes' })).getByText(/night/),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add predefined role' }));
    expect(await screen.findByText('A predefined role with this name already exists.')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'All of tickets' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^Description/) as HTMLTextAreaElement).value).toBe('Night shift.');
    expect(location().pathname).toBe('/admin/userroles/predefined/add');
  });

  it('shows a role with its privileges and the organizations that use it', async () => {
    await renderRoute('/admin/userroles/predefined/1/details', { as: 'Administrator' });
    expect(await screen.findByRole('heading', { name: 'Administrator', level: 1 })).toBeTruthy();
    const uses = await screen.findByRole('table', { name: 'Organizations using this role' });
    expect(await within(uses).findByRole('link', { name: 'Acme Corp' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
  });

  it('loads a role into its edit form, and saves it with its version', async () => {
    const { user, mock, location } = await renderRoute('/admin/userroles/predefined/2/edit', {
      as: 'Administrator',
    });
    // With versions required the mock answers a save without `If-Match` 428: the save must still succeed.
    await mock.config({ requireIfMatch: true });
    await waitFor(() =>
      expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('User manager'),
    );
    const description = screen.getByRole('textbox', { name: /^Description/ });
    await user.clear(description);
    await user.type(description, 'Changed with its version.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location().pathname).toBe('/admin/userroles/predefined/2/details'));
  });
});
