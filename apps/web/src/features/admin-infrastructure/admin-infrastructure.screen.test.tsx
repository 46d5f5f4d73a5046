// @vitest-environment jsdom
// The resource pools and the locations (src/testing).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

const poolsTable = () => screen.findByRole('table', { name: 'Resource pools' });
const locationsTable = () => screen.findByRole('table', { name: 'Locations' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the resource pools', () => {
  it("shows each pool's use as a meter, and the kind of the URL narrows them", async () => {
    await renderRoute('/admin/resourcepools?kind=phone', { as: 'Administrator' });
    const table = await poolsTable();
    const meter = await within(table).findByRole('meter', { name: 'Use of us-east-1-phone' });
    expect(meter.getAttribute('aria-valuetext')).toMatch(/^\d+ of \d+ used \(\d+%\)$/);
    expect(bodyRows(table).filter((row) => row.textContent?.includes('Desktops'))).toHaveLength(0);
  });

  it('refuses a capacity that is not a whole number in the add dialog', async () => {
    const { user } = await renderRoute('/admin/resourcepools', { as: 'Administrator' });
    await poolsTable();
    await user.click(screen.getByRole('button', { name: 'Add resource pool' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'us-east-1-gpu');
    await user.type(within(dialog).getByLabelText(/^Capacity/), 'fifty');
    await user.click(within(dialog).getByRole('button', { name: 'Add pool' }));
    expect(await within(dialog).findByText('Enter a whole number of units, at least 1.')).toBeTruthy();
  });

  it("shows the mock's 422 on a capacity below the pool's use, with the name kept", async () => {
    const { user } = await renderRoute('/admin/resourcepools', { as: 'Administrator' });
    await user.click(await screen.findByRole('button', { name: 'Actions for us-east-1-desktop' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const capacity = within(dialog).getByLabelText(/^Capacity/);
    await waitFor(() => expect((capacity as HTMLInputElement).value).not.toBe(''));
    await user.clear(capacity);
    await user.type(capacity, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(/Capacity cannot be below the \d+ units in use\./)).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('us-east-1-desktop');
  });

  it('reads a pool when its edit dialog opens, and saves it with its version', async () => {
    const { user, mock } = await renderRoute('/admin/resourcepools', { as: 'Administrator' });
    // With versions required the mock answers a save without `If-Match` 428: the save must still succeed.
    await mock.config({ requireIfMatch: true });
    await user.click(await screen.findByRole('button', { name: 'Actions for us-east-1-desktop' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const capacity = await within(dialog).findByLabelText(/^Capacity/);
    await waitFor(() => expect((capacity as HTMLInputElement).value).not.toBe(''));
    await user.clear(capacity);
    await user.type(capacity, '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes to us-east-1-desktop are saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses up front to delete a pool in use, saying how much of it is used', async () => {
    const { user } = await renderRoute('/admin/resourcepools', { as: 'Administrator' });
    await user.click(await screen.findByRole('button', { name: 'Actions for us-east-1-desktop' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const refusal = await screen.findByRole('alertdialog');
    expect(refusal.textContent).toMatch(/us-east-1-desktop cannot be deleted.*\d+ of its units are in use/);
  });

  it('says when a search matches no pool', async () => {
    await renderRoute('/admin/resourcepools?search=nowhere', { as: 'Administrator' });
    expect(await screen.findByText('No resource pools match “nowhere”')).toBeTruthy();
  });

  it('shows a failed load with Try again, which loads the pools once the API answers', async () => {
    const { user, mock } = await renderRoute('/admin/resourcepools', {
      as: 'Administrator',
      faults: [{ operationId: 'listResourcePools', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for listResourcePools')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await within(await poolsTable()).findByRole('meter', { name: 'Use of us-east-1-desktop' }),
    ).toBeTruthy();
  });

  it('offers Support no Add and no row menu', async () => {
    await renderRoute('/admin/resourcepools', { as: 'Support' });
    expect(
      await within(await poolsTable()).findByRole('meter', { name: 'Use of us-east-1-desktop' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add resource pool' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Actions for/ })).toHaveLength(0);
  });
});

describe('the locations', () => {
  it('lists the locations, and a search narrows them', async () => {
    await renderRoute('/admin/locations?search=frankfurt', { as: 'Administrator' });
    const table = await locationsTable();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(within(table).getByRole('link', { name: 'Europe (Frankfurt)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add location' })).toBeTruthy();
  });

  it('says when a search matches no location', async () => {
    await renderRoute('/admin/locations?search=atlantis', { as: 'Administrator' });
    expect(await screen.findByText('No locations match “atlantis”')).toBeTruthy();
  });

  it('shows a failed load with Try again, which loads the locations once the API answers', async () => {
    const { user, mock } = await renderRoute('/admin/locations', {
      as: 'Administrator',
      faults: [{ operationId: 'listLocations', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for listLocations')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await within(await locationsTable()).findByRole('link', { name: 'US East (Virginia)' }),
    ).toBeTruthy();
  });

  it('shows a location with its pools and gateways, and says why it cannot be deleted', async () => {
    const { user } = await renderRoute('/admin/locations/1', { as: 'Administrator' });
    const pools = await screen.findByRole('table', { name: 'Resource pools at US East (Virginia)' });
    expect(within(pools).getAllByRole('meter')).toHaveLength(3);
    expect(screen.getByRole('table', { name: 'VPN gateways at US East (Virginia)' }).textContent).toContain(
      'vpn-us-east-1',
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const refusal = await screen.findByRole('alertdialog');
    expect(refusal.textContent).toContain('still in use by 3 resource pools, 1 VPN gateway,');
  });

  it('saves a location with its version, and shows it', async () => {
    const { user, mock, location } = await renderRoute('/admin/locations/1/edit', { as: 'Administrator' });
    // With versions required the mock answers a save without `If-Match` 428: the save must still succeed.
    await mock.config({ requireIfMatch: true });
    const city = await screen.findByLabelText(/^City/);
    await waitFor(() => expect((city as HTMLInputElement).value).not.toBe(''));
    await user.clear(city);
    await user.type(city, 'Reston');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location().pathname).toBe('/admin/locations/1'));
    expect((await screen.findAllByText(/Reston/)).length).toBeGreaterThan(0);
  });

  it("shows the mock's 422 on a taken code, with the input kept", async () => {
    const { user, location } = await renderRoute('/admin/locations/add', { as: 'Administrator' });
    await user.type(await screen.findByLabelText(/^Name/), 'US Central (Iowa)');
    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'us-east-1');
    await user.type(screen.getByLabelText(/^City/), 'Des Moines');
    await user.type(screen.getByLabelText(/^Country code/), 'us');
    await user.type(screen.getByLabelText(/^Time zone/), 'America/Chicago');
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    expect(await screen.findByText('A location with this code already exists.')).toBeTruthy();
    expect((screen.getByLabelText(/^City/) as HTMLInputElement).value).toBe('Des Moines');
    expect(location().pathname).toBe('/admin/locations/add');
  });

  it('shows Support a location without Edit or Delete, and no Add on the list', async () => {
    const { router } = await renderRoute('/admin/locations', { as: 'Support' });
    expect(
      await within(await locationsTable()).findByRole('link', { name: 'US East (Virginia)' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add location' })).toBeNull();
    await router.navigate({ href: '/admin/locations/1' });
    expect(await screen.findByRole('heading', { name: /^Resource pools/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it.each(['/admin/locations/add', '/admin/locations/1/edit'])(
    'sends Support on %s to the unauthorized page',
    async (url) => {
      const { location } = await renderRoute(url, { as: 'Support' });
      expect(await screen.findByRole('heading', { name: 'Your staff role cannot do this' })).toBeTruthy();
      expect(location().pathname).toBe('/admin/unauthorized');
    },
  );
});
