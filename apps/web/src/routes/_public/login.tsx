import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';

import { LoginPage } from '~/features/session';
import { safeRedirect } from '~/lib/session/redirect';
import { isSignedIn } from '~/lib/session/session';

export const Route = createFileRoute('/_public/login')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  beforeLoad: ({ search }) => {
    if (isSignedIn()) throw redirect({ href: safeRedirect(search.redirect), replace: true });
  },
  component: LoginPage,
});
