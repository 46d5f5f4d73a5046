// @vitest-environment jsdom
// Sign-out during a staff member's sign-in as a user ends that console session only: the staff session survives
// however many listeners hear of the logout, in this tab or another (docs/product-rules.md#sign-in-as-a-user).
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { staffTokens, userTokens } from '~/lib/api/api';

import { clearSession, logoutOf, SESSION_CHANNEL, signOutEverywhere } from './session';

const tokens = { accessToken: 'a', refreshToken: 'r' };

/** Another listener on the channel (a second guardian in this tab, or another tab's), applying what it hears. */
function listen() {
  const heard: unknown[] = [];
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    heard.push(event.data);
    const logout = logoutOf(event.data);
    if (logout) clearSession(new QueryClient(), logout);
  };
  return { heard, close: () => channel.close() };
}

const until = async (done: () => boolean) => {
  for (let i = 0; i < 100 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

beforeEach(() => {
  localStorage.clear();
  userTokens.setTokens(tokens);
  staffTokens.setTokens(tokens);
});
afterEach(() => localStorage.clear());

describe('signOutEverywhere', () => {
  it('in a sign-in as a user, clears the user and keeps the staff session, for every listener', async () => {
    localStorage.setItem(
      'staffSignIn',
      JSON.stringify({ staffName: 'Sam Staff', userName: 'Olivia Bennett' }),
    );
    const other = listen();
    signOutEverywhere(new QueryClient());
    await until(() => other.heard.length > 0);
    other.close();
    expect(other.heard).toEqual([{ type: 'logout', staffToo: false }]);
    expect(userTokens.getTokens()).toBeNull();
    expect(localStorage.getItem('staffSignIn')).toBeNull();
    expect(staffTokens.getTokens()).toEqual(expect.objectContaining(tokens));
  });

  it("in a person's own session, clears both audiences everywhere", async () => {
    const other = listen();
    signOutEverywhere(new QueryClient());
    await until(() => other.heard.length > 0);
    other.close();
    expect(other.heard).toEqual([{ type: 'logout', staffToo: true }]);
    expect(userTokens.getTokens()).toBeNull();
    expect(staffTokens.getTokens()).toBeNull();
  });

  it('reads an older tab’s bare "logout" as the user’s only, and ignores anything else', () => {
    expect(logoutOf('logout')).toEqual({ type: 'logout', staffToo: false });
    expect(logoutOf({ type: 'logout', staffToo: 'yes' })).toEqual({ type: 'logout', staffToo: false });
    expect(logoutOf({ type: 'hello' })).toBeNull();
    expect(logoutOf(null)).toBeNull();
  });
});
