// @vitest-environment jsdom
// The platform settings (src/testing).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

const field = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

describe('the platform settings', () => {
  it("shows the mock's 422 on its field with every input kept, then saves with its version", async () => {
    const { user, mock } = await renderRoute('/admin/settings', { as: 'Administrator' });
    // With versions required the mock answers a save without `If-Match` 428: the save must still succeed.
    await mock.config({ requireIfMatch: true });
    expect(await screen.findByRole('heading', { name: 'Password policy' })).toBeTruthy();
    await waitFor(() => expect(field('Minimum length').value).not.toBe(''));
    await user.clear(field('Access token lifetime'));
    await user.type(field('Access token lifetime'), '700000');
    await user.clear(field('Minimum length'));
    await user.type(field('Minimum length'), '14');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The access token must expire before the refresh token.')).toBeTruthy();
    expect(field('Access token lifetime').getAttribute('aria-invalid')).toBe('true');
    expect(field('Minimum length').value).toBe('14');

    await user.clear(field('Access token lifetime'));
    await user.type(field('Access token lifetime'), '600');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The platform settings are saved.')).toBeTruthy();
    expect(mock.state.db.settings.password_policy.min_length).toBe(14);
  });

  it('shows a failed load with Try again, which loads the settings once the API answers', async () => {
    const { user, mock } = await renderRoute('/admin/settings', {
      as: 'Administrator',
      faults: [{ operationId: 'getSettings', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for getSettings')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Password policy' })).toBeTruthy();
  });

  it('shows Support the settings read-only, without Save', async () => {
    await renderRoute('/admin/settings', { as: 'Support' });
    expect(await screen.findByText('You can read the settings; an Administrator changes them.')).toBeTruthy();
    await waitFor(() => expect(field('Minimum length').disabled).toBe(true));
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });
});
