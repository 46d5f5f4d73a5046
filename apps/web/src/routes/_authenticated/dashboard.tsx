import { createFileRoute } from '@tanstack/react-router';

import { DashboardPage, dashboardQueries } from '~/features/dashboard';
import { loadQueries } from '~/lib/route-loading';
import { sessionQueries } from '~/lib/session';

export const Route = createFileRoute('/_authenticated/dashboard')({
  loader: (ctx) => loadQueries(ctx, dashboardQueries.summary(), sessionQueries.me()),
  component: DashboardPage,
});
