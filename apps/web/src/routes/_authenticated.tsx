import { createFileRoute, notFound, redirect } from '@tanstack/react-router';

import { SessionExpiredError } from '@console/sdk';

import { DashboardLayout } from '~/app/layout/dashboard-layout';
import { FullPageSpinner } from '~/components/feedback';
import { consoleEnabled } from '~/lib/access/app-mode';
import { isSignedIn, sessionQueries } from '~/lib/session/session';

// Session guard of every console screen: no token → /login?redirect=<path>; privileges are loaded
// (through the query cache) before any child route's guard runs, so nothing restricted renders first.
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    if (!consoleEnabled) throw notFound();
    if (!isSignedIn()) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
    try {
      const queryClient = await context.loadQueryClient();
      const privileges = await queryClient.ensureQueryData(sessionQueries.privileges());
      return { queryClient, privileges };
    } catch (error) {
      // The stored session could not be refreshed: sign in again, then come back here.
      if (error instanceof SessionExpiredError) {
        throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
      }
      throw error;
    }
  },
  pendingComponent: FullPageSpinner,
  component: DashboardLayout,
});
