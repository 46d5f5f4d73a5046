import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage, dashboardQueries } from '~/features/dashboard';
import { sessionQueries } from '~/lib/session';

export const Route = createFileRoute('/_authenticated/dashboard')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(dashboardQueries.summary());
    void queryClient.prefetchQuery(sessionQueries.me());
  },
  component: DashboardPage,
});
