// @vitest-environment jsdom
// The caches and the developer tools' diagnostics (src/testing).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

const cachesTable = () => screen.findByRole('table', { name: 'Caches' });
/** The row of a cache, by its description. */
const cacheRow = async (name: string) => (await within(await cachesTable()).findByText(name)).closest('tr')!;
const entries = (row: HTMLElement) => within(row).getAllByRole('cell')[1]?.textContent;

describe('the caches', () => {
  it('flushes nothing on Cancel, and a confirmed flush empties that cache alone', async () => {
    const { user } = await renderRoute('/admin/cachemanagements', { as: 'Administrator' });
    const privileges = await cacheRow('Privileges per user');
    expect(entries(privileges)).not.toBe('0');
    await user.click(screen.getByRole('button', { name: 'Flush privileges' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('every user’s next request');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(entries(privileges)).not.toBe('0');

    await user.click(screen.getByRole('button', { name: 'Flush privileges' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Flush cache' }),
    );
    expect(await screen.findByText(/The privileges cache is flushed/)).toBeTruthy();
    await waitFor(() => expect(entries(privileges)).toBe('0'));
    // An emptied cache has no hit rate to show (not the rate from before the flush).
    expect(privileges.textContent).toContain('No hit rate yet');
    expect(privileges.textContent).not.toContain('%');
    expect(entries(await cacheRow('Organization records'))).not.toBe('0');
  });

  it('shows a failed load with Try again, which loads the caches once the API answers', async () => {
    const { user, mock } = await renderRoute('/admin/cachemanagements', {
      as: 'Administrator',
      faults: [{ operationId: 'listCaches', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for listCaches')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cacheRow('Privileges per user')).toBeTruthy();
  });

  it('offers Support no flush', async () => {
    await renderRoute('/admin/cachemanagements', { as: 'Support' });
    expect(await cacheRow('Privileges per user')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /Flush/ })).toHaveLength(0);
  });
});

describe('the diagnostics', () => {
  it('runs one check and shows its timing and last run', async () => {
    const { user } = await renderRoute('/admin/devtools', { as: 'Administrator' });
    const checks = await screen.findByRole('list', { name: 'Diagnostic checks' });
    expect(within(checks).getAllByRole('listitem')).toHaveLength(7);
    expect(within(checks).getAllByText('Not run yet.')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Run E-mail delivery' }));
    const email = within(checks)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('E-mail delivery'))!;
    await waitFor(() => expect(email.textContent).toMatch(/Took\s*\d+ ms/));
    expect(email.textContent).toContain('Last run');
    expect(within(checks).getAllByText('Not run yet.')).toHaveLength(6);
  });

  it('shows a failed load with Try again, which loads the checks once the API answers', async () => {
    const { user, mock } = await renderRoute('/admin/devtools', {
      as: 'Administrator',
      faults: [{ operationId: 'listDiagnostics', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for listDiagnostics')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Diagnostic checks' })).toBeTruthy();
  });

  it('offers Support the checks without Run', async () => {
    await renderRoute('/admin/devtools', { as: 'Support' });
    const checks = await screen.findByRole('list', { name: 'Diagnostic checks' });
    expect(within(checks).getAllByRole('listitem')).toHaveLength(7);
    expect(screen.queryAllByRole('button', { name: /Run/ })).toHaveLength(0);
  });
});
