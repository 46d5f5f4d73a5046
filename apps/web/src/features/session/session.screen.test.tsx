// @vitest-environment jsdom
// The public session screens (sign-in, forgot password, reset password), rendered by the app's router on the
// in-process mock (src/testing), with nobody signed in.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderRoute } from '~/testing';

/** Every `POST` to `path` is answered 429 with a Retry-After; counts the calls that were answered so. */
function answer429(path: string, retryAfter: number) {
  const inner = globalThis.fetch;
  const calls = { count: 0 };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.method !== 'POST' || new URL(request.url).pathname !== `/api${path}`)
      return inner(input, init);
    calls.count++;
    return Response.json(
      { detail: 'Too many attempts for this e-mail.' },
      { status: 429, headers: { 'Retry-After': String(retryAfter) } },
    );
  });
  return calls;
}

const email = () => screen.findByRole('textbox', { name: /E-mail/ }) as Promise<HTMLInputElement>;
const password = () => screen.getByLabelText(/^Password/) as HTMLInputElement;

describe('sign-in', () => {
  it('says a wrong password in words, and keeps the e-mail', async () => {
    const { user, location } = await renderRoute('/login', { as: null });
    await user.type(await email(), 'owner@acme.test');
    await user.type(password(), 'Not-the-one!1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('The e-mail or password is not right. Check them and try again.'),
    ).toBeTruthy();
    expect((await email()).value).toBe('owner@acme.test');
    expect(location().pathname).toBe('/login');
  });

  it('says an inactive account in the mock’s words', async () => {
    const { user } = await renderRoute('/login', { as: null });
    await user.type(await email(), 'inactive@acme.test');
    await user.type(password(), 'Inactive!2345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('This account is inactive. Ask an account owner to reactivate it.'),
    ).toBeTruthy();
  });

  it('shows the wait of a 429, keeps the e-mail and sends nothing more while it runs', async () => {
    const { user } = await renderRoute('/login', { as: null });
    const calls = answer429('/login', 20);
    await user.type(await email(), 'owner@acme.test');
    await user.type(password(), 'maybe-this-one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many attempts. Wait 20 seconds, then try again.',
      ),
    );
    expect((await email()).value).toBe('owner@acme.test');
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(password(), '{Enter}');
    expect(calls.count).toBe(1);
  });

  it('sends a person signed in already on to the dashboard', async () => {
    const { location } = await renderRoute('/login');
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });
});

describe('forgot password', () => {
  it('says to check the e-mail, and the reset link shows the address masked', async () => {
    const { user, mock, router } = await renderRoute('/forgotpassword', { as: null });
    await user.type(await email(), 'owner@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    const mail = mock.state.outbox.findLast((m) => m.to === 'owner@acme.test');
    expect(mail).toBeDefined();

    await router.navigate({
      to: '/resetpassword/$resetPasswordToken',
      params: { resetPasswordToken: mail!.token },
    });
    expect(await screen.findByText('For own***@acme.test')).toBeTruthy();
    expect(screen.queryByText('owner@acme.test')).toBeNull();
  });

  it('shows the wait of a 429 and keeps the e-mail', async () => {
    const { user } = await renderRoute('/forgotpassword', { as: null });
    const calls = answer429('/resetpasswordtoken', 90);
    await user.type(await email(), 'owner@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many attempts. Wait 1 minute 30 seconds, then try again.',
      ),
    );
    expect((await email()).value).toBe('owner@acme.test');
    expect((screen.getByRole('button', { name: 'Send reset link' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(calls.count).toBe(1);
  });
});

describe('reset password', () => {
  it('says a link that no longer works', async () => {
    await renderRoute('/resetpassword/not-a-real-token', { as: null });
    expect(await screen.findByText('This reset link no longer works')).toBeTruthy();
  });
});

describe('links that no longer work', () => {
  it('says an invitation link no longer works', async () => {
    await renderRoute('/invitation/not-a-real-token', { as: null });
    expect(await screen.findByText('This invitation no longer works')).toBeTruthy();
  });

  it('welcomes the invited person by name on a live invitation', async () => {
    const { mock, router } = await renderRoute('/login', { as: null });
    const { db } = mock.state;
    const invited = db.users.find((u) => u.email === 'inactive@acme.test')!;
    db.invitations.insert({
      ...{ org_id: invited.org_id, user_id: invited.id, token: 'screen-test-invitation' },
      ...{ invited_by: 'Provider Staff', sent_at: new Date().toISOString() },
      expires_at: mock.state.now() + 3_600_000,
    });
    await router.navigate({ href: '/invitation/screen-test-invitation' });
    expect(await screen.findByText(`Welcome, ${invited.first_name}`)).toBeTruthy();
  });

  it('says a single sign-on link no longer works, with the way to sign in', async () => {
    await renderRoute('/ssologin/not-a-real-token', { as: null });
    expect(await screen.findByRole('heading', { name: 'This sign-in link no longer works' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /sign in/i })).toBeTruthy();
  });
});
