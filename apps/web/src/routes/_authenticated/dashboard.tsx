import { createFileRoute } from '@tanstack/react-router';

import { DashboardPage, dashboardQueries } from '~/features/dashboard';
import { loadQueries } from '~/lib/routing/route-loading';
import { sessionQueries } from '~/lib/session/session';

export const Route = createFileRoute('/_authenticated/dashboard')({
  loader: (ctx) => loadQueries(ctx, dashboardQueries.summary(), sessionQueries.me()),
  component: DashboardPage,
});
