// @vitest-environment jsdom
// The SMS number pool (src/testing).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

const poolTable = () => screen.findByRole('table', { name: 'SMS numbers in the pool' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the SMS number pool', () => {
  it('lists the numbers with their state, and offers an Administrator Add and row menus', async () => {
    await renderRoute('/admin/infra/sms_numbers', { as: 'Administrator' });
    const table = await poolTable();
    await waitFor(() => expect(bodyRows(table)[0]?.textContent).toMatch(/\+1 \(\d{3}\) \d{3}-\d{4}/));
    expect(screen.getByRole('button', { name: 'Add number' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Actions for \+1/ }).length).toBeGreaterThan(0);
  });

  it('links an assigned number to the alias that holds it and offers no action on it', async () => {
    await renderRoute('/admin/infra/sms_numbers?status=assigned', { as: 'Administrator' });
    const table = await poolTable();
    await waitFor(() => expect(bodyRows(table)[0]?.textContent).toContain('Assigned'));
    expect(bodyRows(table).filter((row) => !row.textContent?.includes('Assigned'))).toHaveLength(0);
    const assigned = bodyRows(table)[0]!;
    expect(within(assigned).getByRole('link').getAttribute('href')).toMatch(
      /^\/admin\/organizations\/\d+\/alias\/\d+$/,
    );
    expect(within(assigned).queryByRole('button', { name: /^Actions for/ })).toBeNull();
  });

  it('reserves a free number, reading it first for its version', async () => {
    const { user, mock } = await renderRoute('/admin/infra/sms_numbers?status=available', {
      as: 'Administrator',
    });
    // With versions required the mock answers a save without `If-Match` 428: the save must still succeed.
    await mock.config({ requireIfMatch: true });
    const table = await poolTable();
    await waitFor(() => expect(bodyRows(table)[0]?.textContent).toMatch(/\+1 \(\d{3}\) \d{3}-\d{4}/));
    const number = /\+1 \(\d{3}\) \d{3}-\d{4}/.exec(bodyRows(table)[0]!.textContent ?? '')![0];
    await user.click(screen.getByRole('button', { name: `Actions for ${number}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reserve' }));
    expect(await screen.findByText(`${number} is held back from aliases.`)).toBeTruthy();
  });

  it('refuses a number already in the pool on its field, with the number kept', async () => {
    const { user, mock } = await renderRoute('/admin/infra/sms_numbers', { as: 'Administrator' });
    const taken = mock.state.db.smsNumbers.all()[0]!.number;
    await poolTable();
    await user.click(screen.getByRole('button', { name: 'Add number' }));
    const dialog = await screen.findByRole('dialog');
    const number = within(dialog).getByLabelText(/^Number/) as HTMLInputElement;
    await user.type(number, taken.replace(/^\+1/, ''));
    await user.click(within(dialog).getByRole('button', { name: /^Provider/ }));
    await user.click(await screen.findByRole('option', { name: 'Bandwidth' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add number' }));
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.textContent).toMatch(/already in the pool/);
    expect(number.value.replace(/\D/g, '')).toBe(taken.replace(/\D/g, ''));
  });

  it('says when a search matches no number', async () => {
    const { user } = await renderRoute('/admin/infra/sms_numbers', { as: 'Administrator' });
    await poolTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search SMS numbers' }), '999999999');
    expect(await screen.findByText('No SMS numbers match “999999999”')).toBeTruthy();
  });

  it('shows a failed load with Try again, which loads the pool once the API answers', async () => {
    const { user, mock } = await renderRoute('/admin/infra/sms_numbers', {
      as: 'Administrator',
      faults: [{ operationId: 'listInfraSmsNumbers', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for listInfraSmsNumbers')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await poolTable();
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
  });

  it('offers Support no Add and no row menu', async () => {
    await renderRoute('/admin/infra/sms_numbers', { as: 'Support' });
    const table = await poolTable();
    await waitFor(() => expect(bodyRows(table)[0]?.textContent).toMatch(/\+1 \(/));
    expect(screen.queryByRole('button', { name: 'Add number' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Actions for/ })).toHaveLength(0);
  });
});
