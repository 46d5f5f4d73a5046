// @vitest-environment jsdom
// The service types: list, add and edit (src/testing).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

const typesTable = () => screen.findByRole('table', { name: 'Service types' });

describe('the service types list', () => {
  it('lists the types with their use, and offers an Administrator Add and row menus', async () => {
    await renderRoute('/admin/servicetypes', { as: 'Administrator' });
    const table = await typesTable();
    const desktop = (await within(table).findByRole('link', { name: 'Virtual desktop' })).closest('tr')!;
    expect(desktop.textContent).toMatch(/In use by \d+ services/);
    expect(screen.getByRole('link', { name: 'Add service type' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actions for Virtual desktop' })).toBeTruthy();
  });

  it('refuses up front to delete a type in use, saying how many services use it', async () => {
    const { user } = await renderRoute('/admin/servicetypes', { as: 'Administrator' });
    await user.click(await screen.findByRole('button', { name: 'Actions for Virtual desktop' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const refusal = await screen.findByRole('alertdialog');
    expect(refusal.textContent).toContain('Virtual desktop cannot be deleted');
    expect(refusal.textContent).toMatch(/In use by \d+ services\. Retire it instead/);
    expect(within(refusal).queryByRole('button', { name: 'Delete service type' })).toBeNull();
  });

  it('says when a search matches no type', async () => {
    await renderRoute('/admin/servicetypes?search=nothing-like-this', { as: 'Administrator' });
    expect(await screen.findByText('No service types match “nothing-like-this”')).toBeTruthy();
  });

  it('shows a failed load with Try again, which loads the types once the API answers', async () => {
    const { user, mock } = await renderRoute('/admin/servicetypes', {
      as: 'Administrator',
      faults: [{ operationId: 'listServiceTypes', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for listServiceTypes')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(await typesTable()).findByRole('link', { name: 'Virtual desktop' })).toBeTruthy();
  });

  it('offers Support no Add and no row menu', async () => {
    await renderRoute('/admin/servicetypes', { as: 'Support' });
    const table = await typesTable();
    expect(await within(table).findAllByText('Virtual desktop')).not.toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Add service type' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Actions for/ })).toHaveLength(0);
  });

  it.each(['/admin/servicetypes/add', '/admin/servicetypes/1/edit'])(
    'sends Support on %s to the unauthorized page',
    async (url) => {
      const { location } = await renderRoute(url, { as: 'Support' });
      expect(await screen.findByRole('heading', { name: 'Your staff role cannot do this' })).toBeTruthy();
      expect(location().pathname).toBe('/admin/unauthorized');
    },
  );
});

describe("a service type's form", () => {
  it("shows the mock's 422 on a taken code with the input kept", async () => {
    const { user, location } = await renderRoute('/admin/servicetypes/add', { as: 'Administrator' });
    await user.type(await screen.findByLabelText(/^Name/), 'Desktop XL');
    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'virtual-desktop');
    await user.type(screen.getByLabelText(/^Price per month/), '129.5');
    await user.click(screen.getByRole('button', { name: 'Add service type' }));
    expect(await screen.findByText('A service type with this code already exists.')).toBeTruthy();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Desktop XL');
    expect((screen.getByLabelText(/^Price per month/) as HTMLInputElement).value).toBe('129.5');
    expect(location().pathname).toBe('/admin/servicetypes/add');
  });

  it('saves a type with its version, and goes back to the list', async () => {
    const { user, mock, location } = await renderRoute('/admin/servicetypes/2/edit', { as: 'Administrator' });
    // With versions required the mock answers a save without `If-Match` 428: the save must still succeed.
    await mock.config({ requireIfMatch: true });
    const description = await screen.findByRole('textbox', { name: /^Description/ });
    await waitFor(() => expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).not.toBe(''));
    await user.clear(description);
    await user.type(description, 'Changed with its version.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/^Changes to .* are saved\.$/)).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe('/admin/servicetypes'));
  });

  it("shows the mock's 422 when the kind of a type in use is changed", async () => {
    const { user } = await renderRoute('/admin/servicetypes', { as: 'Administrator' });
    await user.click(await within(await typesTable()).findByRole('link', { name: 'Virtual desktop' }));
    expect(await screen.findByRole('heading', { name: 'Edit Virtual desktop' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Kind/ })).toBeTruthy());
    await user.click(screen.getByRole('button', { name: /^Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'Virtual phone' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/In use by \d+ services: the category cannot change\./)).toBeTruthy();
  });
});
