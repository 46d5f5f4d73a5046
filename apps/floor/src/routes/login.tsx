import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';

import { userTokens } from '../session';

export const Route = createFileRoute('/login')({ component: LoginPage });

const field = 'rounded-md border border-border-strong bg-surface px-3 py-2';

function LoginPage() {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // The client loads with the first request, as the app's does (decision 0020): the page is the form alone.
    const { api } = await import('../api');
    try {
      const { data } = await api.POST('/login', {
        body: { email: String(form.get('email')), password: String(form.get('password')) },
      });
      if (!('access_token' in data)) throw new Error('two-factor sign-in is not part of the floor');
      userTokens.setTokens({ accessToken: data.access_token, refreshToken: data.refresh_token });
    } catch {
      setFailed(true);
      return;
    }
    await navigate({ to: '/users' });
  }

  return (
    <main className="mx-auto flex max-w-sm flex-col gap-6 px-4 py-16">
      <h1 className="text-xl font-semibold">Sign in</h1>
      <form className="flex flex-col gap-4" onSubmit={(event) => void signIn(event)}>
        <label className="flex flex-col gap-1 text-sm font-medium">
          E-mail
          <input className={field} name="email" type="email" autoComplete="username" required />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Password
          <input className={field} name="password" type="password" autoComplete="current-password" required />
        </label>
        {failed && <p role="alert">The e-mail or password is not right.</p>}
        <button type="submit" className="rounded-md bg-primary px-4 py-2 font-medium text-on-primary">
          Sign in
        </button>
      </form>
    </main>
  );
}
