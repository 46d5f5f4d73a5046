import { createFileRoute } from '@tanstack/react-router';

import { ProfilePage } from '~/features/account';
import { loadQueries } from '~/lib/routing/route-loading';
import { sessionQueries } from '~/lib/session/session';

export const Route = createFileRoute('/_authenticated/profile')({
  loader: (ctx) => loadQueries(ctx, sessionQueries.me()),
  component: ProfilePage,
});
