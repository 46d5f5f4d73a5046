// @vitest-environment jsdom
// The organisation's details, rendered by the app's router on the in-process mock (src/testing).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

const phoneField = () => screen.findByRole('textbox', { name: /^Phone/ }) as Promise<HTMLInputElement>;
const saveButton = () => screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;

describe('the organization', () => {
  it('shows the editable details and the account facts to the owner', async () => {
    await renderRoute('/organization');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization Info' })).toBeTruthy();
    expect((await phoneField()).value).not.toBe('');
    expect(screen.getByText('Account Owner')).toBeTruthy();
    expect(screen.getByText('Customer since')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it('says the phone format before any error, then saves the whole number with its version', async () => {
    const { user, mock } = await renderRoute('/organization');
    // With versions required the mock answers a save without `If-Match` 428: the save must still succeed.
    await mock.config({ requireIfMatch: true });
    const phone = await phoneField();
    const hint = document.getElementById(phone.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(hint?.textContent).toMatch(/\+1 \(202\) 555-0123.*\+45 32 12 34 56/);
    await user.clear(phone);
    await user.type(phone, '+45 321');
    await user.click(saveButton());
    expect(await screen.findByText(/Enter the whole number with its country code/)).toBeTruthy();
    await user.type(phone, '23456');
    expect(phone.value).toBe('+45 32 12 34 56');
    await user.click(saveButton());
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    expect(mock.state.db.organizations.find((o) => o.id === 1)?.phone).toMatch(
      /^\+45 ?32 ?12 ?34 ?56$|^\+4532123456$/,
    );
  });

  it('sends a person without any of its privileges to /unauthorized, before asking for it', async () => {
    const { location, requests } = await renderRoute('/organization', { as: 'helpdesk' });
    await waitFor(() => expect(location().pathname).toBe('/unauthorized'));
    expect(requests.some((r) => r.path.startsWith('/organization'))).toBe(false);
  });

  it('shows a failed load with Try again, which loads it', async () => {
    const { user } = await renderRoute('/organization', {
      faults: [{ operationId: 'getOrganization', status: 500, times: 1 }],
    });
    const panel = await screen.findByTestId('route-error');
    expect(panel.textContent).toContain('This page could not be loaded');
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect((await phoneField()).value).not.toBe('');
  });
});
