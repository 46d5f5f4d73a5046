import { createFileRoute, redirect } from '@tanstack/react-router';
import { DashboardLayout, FullPageSpinner } from '~/features/shell';
import { isSignedIn, sessionQueries } from '~/lib/session';

// Session guard of every console screen: no token → /login?redirect=<path>; privileges are loaded
// (through the query cache) before any child route's guard runs, so nothing restricted renders first.
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    if (!isSignedIn()) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
    const privileges = await context.queryClient.ensureQueryData(sessionQueries.privileges());
    return { privileges };
  },
  pendingComponent: FullPageSpinner,
  component: DashboardLayout,
});
