// The signed-in session: tokens in the SDK's token stores, the current user and privileges in the query cache.
import { type QueryClient, queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { expandPrivileges } from '~/lib/access/privileges';
import { api, revokeSessionOnServer, staffTokens, userTokens } from '~/lib/api/api';

import { readEarly } from './early-reads';
import { forgetRecentItems } from './recent-items';
import { currentStaffSignIn, forgetStaffSignIn, rememberStaffSignIn } from './staff-sso';

export const sessionQueries = {
  // Not read early by the shell: the profile's edit form takes the version (ETag) the SDK noted when it was read.
  me: () =>
    queryOptions({
      ...sdkQuery(api, '/user/me'),
      staleTime: 5 * 60_000,
    }),
  // Read by the served shell as the page loads when a session is stored (early-reads.ts): the layout waits for it.
  privileges: () => {
    const call = sdkQuery(api, '/user/privileges');
    return queryOptions({
      // The privileges expanded (implied ones added): a key of its own under the call's, since the SDK's own
      // query for the call holds them as the API sends them.
      queryKey: [...call.queryKey, 'expanded'] as const,
      queryFn: async (context) =>
        expandPrivileges(await readEarly('/user/privileges', userTokens, () => call.queryFn(context))),
      staleTime: 5 * 60_000,
    });
  },
};

export const isSignedIn = () => userTokens.getTokens() !== null;

export interface SessionTokens {
  access_token: string;
  refresh_token: string;
  trusted_hash_token?: string | null;
  /** Set when a staff member signed in as the user. */
  staff?: { first_name: string; last_name: string } | null;
  user?: { id?: number; first_name: string; last_name: string };
  /** With `staff`: the seconds until that sign-in as the user ends at the latest. */
  staff_session_expires_in?: number;
}

// When this tab last ended its session on purpose. A request of that session still in flight (a refetch as the
// page leaves) then fails for want of a valid token: that is not an expiry to send anyone to /login for.
let endedAt = 0;
const ENDING_MS = 10_000;
/** Says that this tab is ending its session on purpose (before the server is told). */
export const noteSessionEnding = () => {
  endedAt = Date.now();
};
/** This tab ended its session on purpose moments ago. */
export const sessionEndedHere = () => Date.now() - endedAt < ENDING_MS;

export function storeSession(session: SessionTokens) {
  endedAt = 0;
  userTokens.setTokens({ accessToken: session.access_token, refreshToken: session.refresh_token });
  if (session.trusted_hash_token) userTokens.setHashToken(session.trusted_hash_token);
  rememberStaffSignIn(session);
  // The person's language follows them from their other devices; a staff member signed in as the user keeps
  // their own (docs/decisions/0049-languages.md).
  if (!session.staff) void import('~/lib/i18n/preferences').then((m) => m.adoptSavedLanguage('user'));
}

/**
 * Logout (docs/product-rules.md#sign-out): clears the user's tokens and everything cached of the user, and the staff
 * tokens too when `staffToo`. The caller decides that once, before anything is cleared: a staff member's sign-in as
 * a user ends without ending their staff session, and a tab that hears of the logout later must not decide again
 * (by then the sign-in-as marker is gone, and it would take the staff session with it).
 */
export function clearSession(queryClient: QueryClient, { staffToo }: { staffToo: boolean }) {
  noteSessionEnding();
  userTokens.clearTokens();
  forgetRecentItems('user');
  forgetStaffSignIn();
  if (staffToo) {
    staffTokens.clearTokens();
    forgetRecentItems('staff');
  }
  queryClient.clear();
}

/** The channel on which a logout reaches every other open tab of the console (and other listeners in this one). */
export const SESSION_CHANNEL = 'console-session';

/** What a logout says on `SESSION_CHANNEL`. */
export interface LogoutMessage {
  type: 'logout';
  staffToo: boolean;
}

/** A logout heard on `SESSION_CHANNEL`, or null for anything else; a bare (older) 'logout' never reaches staff. */
export function logoutOf(data: unknown): LogoutMessage | null {
  if (data === 'logout') return { type: 'logout', staffToo: false };
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'logout')
    return { type: 'logout', staffToo: (data as { staffToo?: unknown }).staffToo === true };
  return null;
}

/**
 * Sign-out from the UI (docs/product-rules.md#sign-out): the server revokes the session's refresh token, and this
 * tab and the others clear everything at once, whether or not that call gets through.
 */
export function signOut(queryClient: QueryClient) {
  revokeSessionOnServer('user');
  signOutEverywhere(queryClient);
}

/** Logout from the UI: this tab now, the other tabs through the channel. */
export function signOutEverywhere(queryClient: QueryClient) {
  const message: LogoutMessage = { type: 'logout', staffToo: currentStaffSignIn() === null };
  clearSession(queryClient, message);
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage(message);
  channel.close();
}
