// The staff session: staff tokens in their own token store (apart from a console user's), the signed-in
// staff member in the query cache. Signing out is a button (never a route side effect: a preload on
// hover would run it); it clears both staff tokens, and every other tab hears of it through the
// storage event of those tokens, while any console session is left alone.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { staffApi, staffTokens } from './api';
import { safeRedirect } from './redirect';

export const staffSessionQueries = {
  all: () => ['staff-session'] as const,
  me: () =>
    queryOptions({
      queryKey: [...staffSessionQueries.all(), 'me'],
      queryFn: async () => (await staffApi.GET('/admin/staff/me')).data,
      staleTime: 5 * 60_000,
    }),
};

export const isStaffSignedIn = () => staffTokens.getTokens() !== null;

export function storeStaffSession(session: { access_token: string; refresh_token: string }) {
  staffTokens.setTokens({ accessToken: session.access_token, refreshToken: session.refresh_token });
}

/** Staff sign-out: both staff tokens go (in every tab, through storage), and everything cached of staff. */
export function signOutStaff(queryClient: QueryClient) {
  staffTokens.clearTokens();
  queryClient.removeQueries({ queryKey: staffSessionQueries.all() });
  queryClient.removeQueries({ queryKey: STAFF_DATA_ROOT });
}

/** The key root of every staff screen's data, dropped at staff sign-out. */
export const STAFF_DATA_ROOT = ['admin'] as const;

/** Where a staff sign-in may return to: a staff path of this origin (see `safeRedirect`), else the dashboard. */
export function staffReturnPath(redirect: unknown): string {
  const fallback = '/admin/dashboard';
  const path = safeRedirect(redirect, fallback);
  const staffScreen =
    path.startsWith('/admin/') && !/^\/admin\/(login|logout|googleauthcallback)\b/.test(path);
  return staffScreen ? path : fallback;
}
