// @vitest-environment jsdom
// The VPN gateways and the networks routed through them (src/testing).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

const gatewaysTable = () => screen.findByRole('table', { name: 'VPN gateways' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the VPN gateways', () => {
  it('lists the gateways with a link to the networks through each', async () => {
    await renderRoute('/admin/vpngateways', { as: 'Administrator' });
    const table = await gatewaysTable();
    expect(await within(table).findByRole('link', { name: '2 networks through vpn-us-east-1' })).toBeTruthy();
    expect(bodyRows(table)).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Add VPN gateway' })).toBeTruthy();
  });

  it('says when a search matches no gateway', async () => {
    await renderRoute('/admin/vpngateways?search=nowhere', { as: 'Administrator' });
    expect(await screen.findByText('No VPN gateways match “nowhere”')).toBeTruthy();
  });

  it("shows the mock's 422 on an address out of range on its field, with the name kept", async () => {
    const { user } = await renderRoute('/admin/vpngateways', { as: 'Administrator' });
    await gatewaysTable();
    await user.click(screen.getByRole('button', { name: 'Add VPN gateway' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'vpn-us-central-1');
    await user.click(within(dialog).getByRole('button', { name: /^Location/ }));
    await user.click(await screen.findByRole('option', { name: 'US East (Virginia)' }));
    // The form checks the address's shape; the API its range, and its 422 lands on the field.
    await user.type(within(dialog).getByLabelText(/^Public IP/), '203.0.113.300');
    await user.click(within(dialog).getByRole('button', { name: 'Add gateway' }));
    const ip = within(dialog).getByLabelText(/^Public IP/);
    await waitFor(() => expect(ip.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.textContent).toMatch(/valid ipv4/i);
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('vpn-us-central-1');
  });

  it('reads a gateway when its edit dialog opens, and saves it with its version', async () => {
    const { user, mock } = await renderRoute('/admin/vpngateways', { as: 'Administrator' });
    // With versions required the mock answers a save without `If-Match` 428: the save must still succeed.
    await mock.config({ requireIfMatch: true });
    await user.click(await screen.findByRole('button', { name: 'Actions for vpn-us-east-1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const ip = await within(dialog).findByLabelText(/^Public IP/);
    await waitFor(() => expect((ip as HTMLInputElement).value).not.toBe(''));
    await user.clear(ip);
    await user.type(ip, '203.0.113.41');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes to vpn-us-east-1 are saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says ahead that networks route through a gateway, and shows the mock's refusal to delete it", async () => {
    const { user } = await renderRoute('/admin/vpngateways', { as: 'Administrator' });
    await user.click(await screen.findByRole('button', { name: 'Actions for vpn-us-east-1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('2 networks still route through it');
    await user.click(within(confirm).getByRole('button', { name: 'Delete gateway' }));
    expect(await screen.findByText('Networks still route through this gateway.')).toBeTruthy();
    expect(within(await gatewaysTable()).getByText('vpn-us-east-1')).toBeTruthy();
  });

  it('shows a failed load with Try again, which loads the gateways once the API answers', async () => {
    const { user, mock } = await renderRoute('/admin/vpngateways', {
      as: 'Administrator',
      faults: [{ operationId: 'listVpnGateways', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for listVpnGateways')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(await gatewaysTable()).findByText('vpn-us-east-1')).toBeTruthy();
  });

  it('offers Support no Add and no row menu', async () => {
    await renderRoute('/admin/vpngateways', { as: 'Support' });
    expect(await within(await gatewaysTable()).findByText('vpn-us-east-1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add VPN gateway' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Actions for/ })).toHaveLength(0);
  });
});

describe('the networks', () => {
  it('shows each gateway with its networks', async () => {
    await renderRoute('/admin/infra/vpn_gateways', { as: 'Administrator' });
    const east = await screen.findByRole('table', { name: 'Networks through vpn-us-east-1' });
    const desktops = (await within(east).findByText('us-east-1-desktops')).closest('tr')!;
    expect(desktops.textContent).toContain('10.101.0.0/20');
    expect(screen.getAllByRole('table', { name: /^Networks through / })).toHaveLength(4);
  });

  it('shows only the gateway of the URL', async () => {
    const { mock, router } = await renderRoute('/admin/infra/vpn_gateways', { as: 'Administrator' });
    await screen.findByRole('table', { name: 'Networks through vpn-us-east-1' });
    const gateway = mock.state.db.vpnGateways.find((g) => g.name === 'vpn-eu-central-1')!;
    await router.navigate({ href: `/admin/infra/vpn_gateways?gateway=${gateway.id}` });
    await waitFor(() => expect(screen.getAllByRole('table', { name: /^Networks through / })).toHaveLength(1));
    expect(screen.getByRole('table', { name: 'Networks through vpn-eu-central-1' })).toBeTruthy();
  });

  it('reads a network when its edit dialog opens, and saves it with its version', async () => {
    const { user, mock } = await renderRoute('/admin/infra/vpn_gateways', { as: 'Administrator' });
    // With versions required the mock answers a save without `If-Match` 428: the save must still succeed.
    await mock.config({ requireIfMatch: true });
    await user.click(await screen.findByRole('button', { name: 'Actions for us-east-1-management' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const vlan = within(dialog).getByRole('textbox', { name: /^VLAN/ });
    await waitFor(() => expect((vlan as HTMLInputElement).value).not.toBe(''));
    await user.clear(vlan);
    await user.type(vlan, '411');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes to us-east-1-management are saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the mock's refusal of an overlapping CIDR on its field, with the rest kept", async () => {
    const { user } = await renderRoute('/admin/infra/vpn_gateways', { as: 'Administrator' });
    await screen.findByRole('table', { name: 'Networks through vpn-us-east-1' });
    await user.click(screen.getByRole('button', { name: 'Add network' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /^VPN gateway/ }));
    await user.click(await screen.findByRole('option', { name: /vpn-us-east-1/ }));
    await user.type(within(dialog).getByLabelText(/^Name/), 'acme-lab');
    await user.type(within(dialog).getByLabelText(/^CIDR/), '10.101.8.0/24');
    await user.type(within(dialog).getByLabelText(/^VLAN/), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Add network' }));
    const cidr = within(dialog).getByLabelText(/^CIDR/);
    await waitFor(() => expect(cidr.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.textContent).toMatch(/Overlaps us-east-1-desktops \(10\.101\.0\.0\/20\)\./);
    expect(document.activeElement).toBe(cidr);
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('acme-lab');
    expect((within(dialog).getByLabelText(/^VLAN/) as HTMLInputElement).value).toBe('300');
  });

  it('shows a failed load with Try again, which loads the networks once the API answers', async () => {
    const { user, mock } = await renderRoute('/admin/infra/vpn_gateways', {
      as: 'Administrator',
      faults: [{ operationId: 'listNetworks', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for listNetworks')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Networks through vpn-us-east-1' })).toBeTruthy();
  });

  it('offers Support no Add and no row menu', async () => {
    await renderRoute('/admin/infra/vpn_gateways', { as: 'Support' });
    const east = await screen.findByRole('table', { name: 'Networks through vpn-us-east-1' });
    expect(await within(east).findByText('us-east-1-desktops')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add network' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Actions for/ })).toHaveLength(0);
  });
});
