// @vitest-environment jsdom
// One's own profile, password and two-factor screens, rendered by the app's router on the in-process mock
// (src/testing).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { type RenderedRoute, renderRoute } from '~/testing';

/** Asks for a re-authentication before every sensitive call, for this test only (the harness's reset puts it back). */
async function reauthEveryTime(mock: RenderedRoute['mock']) {
  await mock.config({ reauthAfterSeconds: 0 });
}

/**
 * The next request of `method` whose API path matches `path` is answered with `status`, `body` and `headers`;
 * every other request reaches the mock.
 */
function answerOnce(
  method: string,
  path: RegExp,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const inner = globalThis.fetch;
  const calls = { count: 0 };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.method === method && path.test(new URL(request.url).pathname.slice(4))) {
      calls.count++;
      if (calls.count === 1) return Response.json(body, { status, headers });
    }
    return inner(input, init);
  });
  return calls;
}

const firstName = () => screen.findByRole('textbox', { name: /First name/ });

describe('your profile', () => {
  it('loads your own details, and Save profile is off until something changes', async () => {
    await renderRoute('/profile');
    expect(((await firstName()) as HTMLInputElement).value).toBe('Olivia');
    expect((screen.getByRole('textbox', { name: /E-mail/ }) as HTMLInputElement).value).toBe(
      'owner@acme.test',
    );
    expect((screen.getByRole('button', { name: 'Save profile' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves a change with its version (versions required) and says so', async () => {
    const { user, mock } = await renderRoute('/profile');
    // With versions required the mock answers a save without `If-Match` 428: the save must still succeed.
    await mock.config({ requireIfMatch: true });
    const first = await firstName();
    await user.clear(first);
    await user.type(first, 'Liv');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile is saved.')).toBeTruthy();
    expect(mock.state.db.users.find((u) => u.email === 'owner@acme.test')?.first_name).toBe('Liv');
  });

  it("reads issues without a field on the form as 'Unknown field: …' and 'a > b: message', input kept", async () => {
    const { user } = await renderRoute('/profile');
    const first = await firstName();
    await user.clear(first);
    await user.type(first, 'Liv');
    answerOnce('PUT', /^\/user\/me$/, 422, {
      detail: [
        { loc: ['body'], msg: 'The profile could not be read.', type: 'value_error' },
        { msg: 'Another problem without a place.', type: 'value_error' },
        { loc: ['body', 'billing', 'vat'], msg: 'Not a VAT number.', type: 'value_error' },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const alert = await screen.findByText(/Unknown field: The profile could not be read\./);
    const text = alert.closest('[role="alert"]')?.textContent ?? '';
    expect(text).toContain('Unknown field: Another problem without a place.');
    expect(text).toContain('billing > vat: Not a VAT number.');
    expect((first as HTMLInputElement).value).toBe('Liv');
  });

  it("reads a 422 whose detail is not a list as 'An unknown error occurred.', input kept", async () => {
    const { user } = await renderRoute('/profile');
    const first = await firstName();
    await user.clear(first);
    await user.type(first, 'Liv');
    answerOnce('PUT', /^\/user\/me$/, 422, { detail: 'Unprocessable' });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const alert = await screen.findByText('An unknown error occurred.');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect((first as HTMLInputElement).value).toBe('Liv');
  });
});

describe('change password', () => {
  it("puts the mock's 422 for a wrong current password on its field, and keeps the rest", async () => {
    const { user, location } = await renderRoute('/changepassword');
    const current = await screen.findByLabelText(/Current password/);
    await user.type(current, 'Not-the-one!1');
    await user.type(screen.getByLabelText(/^New password/), 'Brand-New#Pass2026');
    await user.type(screen.getByLabelText(/Repeat the new password/), 'Brand-New#Pass2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe('Brand-New#Pass2026');
    expect(location().pathname).toBe('/changepassword');
  });

  it('says when the two new passwords differ, before sending anything', async () => {
    const { user, requests } = await renderRoute('/changepassword');
    await user.type(await screen.findByLabelText(/Current password/), 'Owner!2345');
    await user.type(screen.getByLabelText(/^New password/), 'Brand-New#Pass2026');
    await user.type(screen.getByLabelText(/Repeat the new password/), 'Brand-New#Pass2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Repeat the new password/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });
});

describe('your two-factor authentication', () => {
  it('shows it off, with Set up, for the owner', async () => {
    await renderRoute('/two_factor_auth');
    expect(await screen.findByText('Disabled', { exact: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set up' })).toBeTruthy();
  });

  it('shows it on with the trusted devices for the two-factor person', async () => {
    await renderRoute('/two_factor_auth', { as: 'twofactor' });
    expect(await screen.findByText('Enabled', { exact: true })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Trusted devices' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off two-factor authentication' })).toBeTruthy();
  });

  it('says a trusted device never used instead of "last used" and nothing', async () => {
    const devices = [
      { id: 7, name: 'Firefox on Linux', created_at: '2026-11-20T10:00:00Z', last_used_at: null },
    ];
    // The answer is armed once the first screen is up, so it is the two-factor screen's request that takes it.
    const { router } = await renderRoute('/dashboard', { as: 'twofactor' });
    await screen.findByRole('heading', { level: 1, name: /^Welcome/ });
    answerOnce('GET', /^\/user\/\d+\/2fa\/trusteddevices$/, 200, devices);
    await router.navigate({ to: '/two_factor_auth' });
    expect(await screen.findByText(/Trusted .* · never used yet/)).toBeTruthy();
    expect(screen.queryByText(/last used\s*$/)).toBeNull();
  });

  it('shows the wait of a 429 in the re-authentication dialog and does not retry', async () => {
    const { user, mock } = await renderRoute('/two_factor_auth');
    await reauthEveryTime(mock);
    const calls = answerOnce(
      'POST',
      /^\/reauth\/verify$/,
      429,
      { detail: 'Too many attempts.' },
      { 'Retry-After': '30' },
    );
    await user.click(await screen.findByRole('button', { name: 'Set up' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    const password = within(dialog).getByLabelText(/^Password/);
    await user.type(password, 'Owner!2345');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Too many attempts. Wait 30 seconds, then try again.',
    );
    expect((within(dialog).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((password as HTMLInputElement).value).toBe('Owner!2345');
    expect(calls.count).toBe(1);
  });

  it('shows the remaining recovery codes once who you are is confirmed, asking for them once', async () => {
    const { user, mock, requests } = await renderRoute('/two_factor_auth', { as: 'twofactor' });
    await reauthEveryTime(mock);
    await user.click(await screen.findByRole('button', { name: 'Show remaining recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(within(dialog).getByLabelText(/^Password/), 'TwoFactor!2345');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem').length).toBeGreaterThan(0);
    const asked = requests.filter((r) => r.method === 'GET' && /\/2fa\/recoverycodes$/.test(r.path));
    expect(asked.map((r) => r.status)).toEqual([200]);
  });

  it('refuses a wrong setup code on its field', async () => {
    const { user } = await renderRoute('/two_factor_auth');
    await user.click(await screen.findByRole('button', { name: 'Set up' }));
    const code = await screen.findByLabelText(/Code from the app/);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('shows a failed load with Try again, which loads it', async () => {
    const { user } = await renderRoute('/two_factor_auth', {
      faults: [{ operationId: 'getTwoFactorStatus', status: 500, times: 1 }],
    });
    const panel = await screen.findByTestId('route-error');
    expect(panel.textContent).toContain('This page could not be loaded');
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Disabled', { exact: true })).toBeTruthy();
  });
});
