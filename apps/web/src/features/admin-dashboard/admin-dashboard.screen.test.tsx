// @vitest-environment jsdom
// The staff dashboard and the staff shell's not-found answer, rendered by the app's router on the in-process mock.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

describe('the staff dashboard', () => {
  it('shows the figures, each a link to its list, and the recent activity', async () => {
    const { user, location } = await renderRoute('/admin/dashboard', { as: 'Administrator' });
    expect(await screen.findByRole('heading', { name: 'Staff dashboard', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Recent activity' })).toBeTruthy();
    expect(
      await screen.findByRole('link', { name: /^Richard Johnson stopped virtual desktop support-tier1-/ }),
    ).toBeTruthy();
    await user.click(screen.getByRole('link', { name: /^Active organizations/ }));
    expect(await screen.findByRole('button', { name: 'Status Active' })).toBeTruthy();
    expect(location().pathname).toBe('/admin/organizations');
    expect(location().search).toEqual({ status: 'active' });
  });

  it('shows a failed summary with Try again, which shows the figures once the API answers', async () => {
    const { user, mock } = await renderRoute('/admin/dashboard', {
      as: 'Administrator',
      faults: [{ operationId: 'getAdminDashboardSummary', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for getAdminDashboardSummary')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /^Active organizations/ })).toBeTruthy();
  });

  it('shows Support the same dashboard', async () => {
    await renderRoute('/admin', { as: 'Support' });
    expect(await screen.findByRole('heading', { name: 'Staff dashboard', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /^Active organizations/ })).toBeTruthy();
  });
});

describe('the staff not-found answer', () => {
  it('answers an address under /admin that names no staff screen in the staff shell, at that address', async () => {
    const { user, location } = await renderRoute('/admin/no-such-screen/42', { as: 'Administrator' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Staff' })).toBeTruthy();
    expect(location().pathname).toBe('/admin/no-such-screen/42');
    expect(screen.queryByRole('link', { name: 'Go to the dashboard' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Go to the staff dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Staff dashboard', level: 1 })).toBeTruthy();
    expect(location().pathname).toBe('/admin/dashboard');
  });

  it('sends Support on an add route to the unauthorized page inside the staff shell', async () => {
    const { location } = await renderRoute('/admin/organizations/add', { as: 'Support' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your staff role cannot do this' }),
    ).toBeTruthy();
    expect(location().pathname).toBe('/admin/unauthorized');
    expect(
      within(screen.getByRole('navigation', { name: 'Staff' })).getByRole('link', { name: 'Dashboard' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the staff dashboard' })).toBeTruthy();
    expect(screen.queryByText(/Ask an account owner/)).toBeNull();
  });
});
