// @vitest-environment jsdom
// The console's dashboard, rendered by the app's router on the in-process mock (src/testing).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

/** The tiles' labels, in order. */
const tiles = () => Array.from(document.querySelectorAll('main dt')).map((dt) => dt.textContent);

describe('the dashboard', () => {
  it('welcomes the owner with every tile, its links, and the recent activity', async () => {
    await renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Olivia' })).toBeTruthy();
    expect(tiles()).toEqual(
      expect.arrayContaining([
        'Users',
        'Aliases',
        'Virtual desktops',
        'Virtual phones',
        'SMS numbers',
        'Open tickets',
      ]),
    );
    expect(screen.getByRole('link', { name: 'View users' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View aliases' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recent activity' })).toBeTruthy();
  });

  it('shows the helpdesk only the tiles of the screens they may open', async () => {
    await renderRoute('/dashboard', { as: 'helpdesk' });
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome, / })).toBeTruthy();
    expect(tiles()).toContain('Open tickets');
    for (const label of ['Users', 'Aliases', 'Virtual desktops']) expect(tiles()).not.toContain(label);
    expect(screen.queryByRole('link', { name: 'View users' })).toBeNull();
  });

  it('shows a failed load with Try again, which loads it', async () => {
    const { user } = await renderRoute('/dashboard', {
      faults: [{ operationId: 'getDashboardSummary', status: 500, times: 1 }],
    });
    const panel = await screen.findByTestId('route-error');
    expect(panel.textContent).toContain('This page could not be loaded');
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Olivia' })).toBeTruthy();
  });
});
