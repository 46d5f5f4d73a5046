// @vitest-environment jsdom
// The services of every organisation by kind, the aliases, an alias and its desktop and phone (src/testing).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
/** The figure of a status count above a service list ("All", "Running", …). */
const countOf = (label: string) =>
  Number(screen.getByRole('button', { name: new RegExp(`^${label}\\d`) }).textContent?.replace(/\D/g, ''));

describe('the service lists', () => {
  it('counts the desktops by status, and a count filters the list while the counts stay', async () => {
    const { user, location } = await renderRoute('/admin/services/virtualdesktops', { as: 'Administrator' });
    const table = await screen.findByRole('table', { name: 'Virtual desktops' });
    expect(await within(table).findByRole('link', { name: 'engineering-ci-vd1' })).toBeTruthy();
    const all = countOf('All');
    expect(all).toBeGreaterThan(countOf('Running'));
    await user.click(screen.getByRole('button', { name: /^Running\d/ }));
    await waitFor(() => expect(location().search).toEqual({ status: 'running' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Running\d/ }).getAttribute('aria-pressed')).toBe('true'),
    );
    await waitFor(() =>
      expect(bodyRows(table).every((row) => row.textContent?.includes('Running'))).toBe(true),
    );
    expect(countOf('All')).toBe(all);
  });

  it('filters the phones by organization, and offers no location filter', async () => {
    await renderRoute('/admin/services/virtualphones?organization=2', { as: 'Administrator' });
    const table = await screen.findByRole('table', { name: 'Virtual phones' });
    await waitFor(() => expect(bodyRows(table)[0]?.textContent).toContain('Globex'));
    expect(bodyRows(table).filter((row) => row.textContent?.includes('Acme'))).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Location / })).toBeNull();
  });

  it('says when no SMS number has the status of the URL, and removing its chip brings them back', async () => {
    const { user, location } = await renderRoute('/admin/services/smsnumbers?status=nonsense_status', {
      as: 'Administrator',
    });
    expect(await screen.findByText('No SMS numbers match these filters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove filter Status: Nonsense status' }));
    await waitFor(() => expect(location().search).toEqual({}));
    const table = await screen.findByRole('table', { name: 'SMS numbers' });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
  });

  it('lists the resource pools without an organization filter', async () => {
    await renderRoute('/admin/services/resourcepools', { as: 'Administrator' });
    const table = await screen.findByRole('table', { name: 'Resource pools' });
    expect(await within(table).findByRole('link', { name: 'us-east-1-desktop' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Organization / })).toBeNull();
  });

  it('shows a failed load with Try again, which loads the desktops once the API answers', async () => {
    const { user, mock } = await renderRoute('/admin/services/virtualdesktops', {
      as: 'Administrator',
      faults: [{ operationId: 'listServices', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for listServices')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'Virtual desktops' });
    expect(await within(table).findByRole('link', { name: 'engineering-ci-vd1' })).toBeTruthy();
  });
});

describe('the aliases', () => {
  it('lists every alias with its organization, and a search narrows it', async () => {
    await renderRoute('/admin/aliases?search=globex-sales', { as: 'Administrator' });
    const table = await screen.findByRole('table', { name: 'Aliases' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(within(table).getByRole('link', { name: 'globex-sales' })).toBeTruthy();
  });

  it('shows the organization and status filters of the URL as chips, and Clear all takes both off', async () => {
    const { user, location } = await renderRoute('/admin/aliases?organization=1&status=active', {
      as: 'Administrator',
    });
    const chips = await screen.findByRole('group', { name: 'Active filters' });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('button', { name: /^Remove filter / })
          .map((b) => b.textContent),
      ).toEqual([expect.stringMatching(/^Organization: Acme/), 'Status: Active']),
    );
    const table = screen.getByRole('table', { name: 'Aliases' });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    expect(bodyRows(table).filter((row) => !row.textContent?.includes('Acme'))).toHaveLength(0);
    expect(bodyRows(table).filter((row) => row.textContent?.includes('Suspended'))).toHaveLength(0);
    await user.click(within(chips).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(location().search).toEqual({}));
    expect(await within(table).findByRole('link', { name: 'globex-sales' })).toBeTruthy();
  });

  it('shows Support the aliases, each a link to its page', async () => {
    await renderRoute('/admin/aliases', { as: 'Support' });
    const table = await screen.findByRole('table', { name: 'Aliases' });
    expect(await within(table).findByRole('link', { name: 'globex-sales' })).toBeTruthy();
  });

  it('says when a search matches no alias', async () => {
    await renderRoute('/admin/aliases?search=nothing-like-this', { as: 'Administrator' });
    expect(await screen.findByText('No aliases match “nothing-like-this”')).toBeTruthy();
  });

  it('shows a failed load with Try again, which loads the aliases once the API answers', async () => {
    const { user, mock } = await renderRoute('/admin/aliases', {
      as: 'Administrator',
      faults: [{ operationId: 'listAdminAliases', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for listAdminAliases')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'Aliases' });
    expect(await within(table).findByRole('link', { name: 'globex-sales' })).toBeTruthy();
  });

  it('shows an alias with each kind of its services and its organization in the breadcrumb', async () => {
    await renderRoute('/admin/organizations/1/alias/1', { as: 'Administrator' });
    expect(await screen.findByRole('heading', { name: 'sales-east', level: 1 })).toBeTruthy();
    for (const section of [
      /^Virtual desktops \(\d+\)$/,
      /^Virtual phones/,
      /^SMS numbers/,
      /^Social accounts/,
      'File sharing',
    ])
      expect(screen.getByRole('heading', { name: section })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Acme');
  });
});

describe("a desktop's and a phone's staff pages", () => {
  it('shows a stopped desktop unreachable, with Start and without Stop', async () => {
    await renderRoute('/admin/organizations/1/alias/1/virtualdesktop/1', { as: 'Administrator' });
    const status = await screen.findByRole('status', { name: 'RDP connection status' });
    await waitFor(() => expect(status.textContent).toContain('Unreachable'));
    expect(status.textContent).toContain('Stopped');
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
  });

  it('shows Support a running desktop without Start, Stop or Restart', async () => {
    const { user } = await renderRoute('/admin/services/virtualdesktops?status=running', { as: 'Support' });
    const table = await screen.findByRole('table', { name: 'Virtual desktops' });
    await waitFor(() => expect(bodyRows(table)[0]?.textContent).toContain('Running'));
    await user.click(within(bodyRows(table)[0]!).getAllByRole('link')[0]!);
    const status = await screen.findByRole('status', { name: 'RDP connection status' });
    await waitFor(() => expect(status.textContent).toContain('Running'));
    expect(screen.queryAllByRole('button', { name: /^(Start|Stop|Restart)$/ })).toHaveLength(0);
  });

  it('shows a phone with its forwarding and voicemail', async () => {
    await renderRoute('/admin/organizations/1/alias/1/virtualphone/1', { as: 'Administrator' });
    expect(await screen.findByRole('heading', { name: '+1 (945) 755-4384', level: 1 })).toBeTruthy();
    expect(screen.getByText('Voicemail')).toBeTruthy();
    expect(screen.getByText('Forwarding')).toBeTruthy();
  });

  it('shows a failed load of a desktop with Try again', async () => {
    const { user, mock } = await renderRoute('/admin/organizations/1/alias/1/virtualdesktop/1', {
      as: 'Administrator',
      faults: [{ operationId: 'getAdminVirtualDesktop', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for getAdminVirtualDesktop')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status', { name: 'RDP connection status' })).toBeTruthy();
  });
});
