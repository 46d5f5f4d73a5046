// The staff session: staff tokens in their own token store (apart from a console user's), the signed-in
// staff member in the query cache. Signing out is a button (never a route side effect: a preload on
// hover would run it); it clears both staff tokens, and every other tab hears of it through the
// storage event of those tokens, while any console session is left alone.
import { type QueryClient, queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { revokeSessionOnServer, staffApi, staffTokens } from '~/lib/api/api';
import { underPaths } from '~/lib/query/query-filter';

import { readEarly } from './early-reads';
import { forgetRecentItems } from './recent-items';
import { safeRedirect } from './redirect';

export const staffSessionQueries = {
  // Read by the served shell as a staff page loads, when a staff session is stored (early-reads.ts).
  me: () => {
    const call = sdkQuery(staffApi, '/admin/staff/me');
    return queryOptions({
      ...call,
      queryFn: (context) => readEarly('/admin/staff/me', staffTokens, () => call.queryFn(context)),
      staleTime: 5 * 60_000,
    });
  },
};

export const isStaffSignedIn = () => staffTokens.getTokens() !== null;

export function storeStaffSession(session: { access_token: string; refresh_token: string }) {
  staffTokens.setTokens({ accessToken: session.access_token, refreshToken: session.refresh_token });
  void import('~/lib/i18n/preferences').then((m) => m.adoptSavedLanguage('staff'));
}

/**
 * Staff sign-out from the UI (docs/product-rules.md#staff-area): the server revokes the staff refresh token, and
 * everything is cleared here at once, whether or not that call gets through.
 */
export function signOutStaffOnServer(queryClient: QueryClient) {
  revokeSessionOnServer('staff');
  signOutStaff(queryClient);
}

/** Staff sign-out: both staff tokens go (in every tab, through storage), and everything cached of staff. */
export function signOutStaff(queryClient: QueryClient) {
  staffTokens.clearTokens();
  forgetRecentItems('staff');
  // Every staff call is under /admin.
  queryClient.removeQueries(underPaths(['/admin']));
}

/** Where a staff sign-in may return to: a staff path of this origin (see `safeRedirect`), else the dashboard. */
export function staffReturnPath(redirect: unknown): string {
  const fallback = '/admin/dashboard';
  const path = safeRedirect(redirect, fallback);
  const staffScreen =
    path.startsWith('/admin/') && !/^\/admin\/(login|logout|googleauthcallback)\b/.test(path);
  return staffScreen ? path : fallback;
}
