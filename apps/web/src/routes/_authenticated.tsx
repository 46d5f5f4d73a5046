import { createFileRoute, notFound, redirect } from '@tanstack/react-router';

import { SessionExpiredError } from '@console/sdk';

import { DashboardLayout, FullPageSpinner } from '~/features/shell';
import { consoleEnabled } from '~/lib/app-mode';
import { isSignedIn, sessionQueries } from '~/lib/session';

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
