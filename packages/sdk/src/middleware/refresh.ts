import type { Middleware } from 'openapi-fetch';

import { isRecord, SessionExpiredError } from '../errors.ts';
import { readBody } from '../responses.ts';
import type { Audience, TokenPair, TokenStore } from '../token-store.ts';
import { bearerOf, isPublicOperation } from './auth.ts';
import type { FetchLike } from './timeout.ts';

const REFRESH_PATHS: Record<Audience, string> = {
  user: '/refreshtoken',
  staff: '/admin/auth/refreshtoken',
};

export interface RefreshOptions {
  audience: Audience;
  baseUrl: string;
  tokenStore: TokenStore;
  /** The client's fetch (with its time-out): used for the refresh call and the replay. */
  fetch: FetchLike;
  onSessionExpired?(audience: Audience): void;
}

/**
 * On a 401 of a non-public request: get tokens newer than the ones the request was sent with
 * (refreshing at most once at a time for the whole client), then replay a copy of the request once.
 * A failed refresh or a second 401 clears the audience's tokens and rejects with SessionExpiredError.
 */
export function createRefreshMiddleware(options: RefreshOptions): Middleware {
  const { audience, tokenStore, fetch, onSessionExpired } = options;
  const refreshUrl = `${options.baseUrl.replace(/\/+$/, '')}${REFRESH_PATHS[audience]}`;
  // A copy of each request as sent, keyed by the request object of its call: the original's body is
  // consumed by fetch, the copy replays it intact. Entries die with their request (no cleanup needed).
  const sentCopies = new WeakMap<Request, Request>();
  let refreshing: Promise<TokenPair> | null = null;
  // One `onSessionExpired` per expiry, however many requests of a burst find the session gone.
  let expiryAnnounced = false;
  const announceExpiry = () => {
    if (expiryAnnounced) return;
    expiryAnnounced = true;
    onSessionExpired?.(audience);
  };

  /** Clears the tokens if they are still the ones that failed, so a burst signs out (and notifies) once. */
  function expire(failed: TokenPair | null, detail?: unknown): SessionExpiredError {
    const current = tokenStore.getTokens();
    if (current && failed && current.accessToken === failed.accessToken) {
      tokenStore.clearTokens();
      announceExpiry();
    }
    return new SessionExpiredError({ detail: typeof detail === 'string' ? detail : undefined });
  }

  async function refresh(stale: TokenPair): Promise<TokenPair> {
    // Network failures and time-outs propagate as they are: the refresh token was not rejected.
    const response = await fetch(
      new Request(refreshUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: stale.refreshToken }),
      }),
    );
    const body = await readBody(response);
    const value = body.json && isRecord(body.value) ? body.value : {};
    const { access_token: accessToken, refresh_token: refreshToken } = value;
    if (!response.ok || typeof accessToken !== 'string' || typeof refreshToken !== 'string') {
      throw expire(stale, value.detail);
    }
    const current = tokenStore.getTokens();
    // Signed out (or in again) while the refresh ran: never resurrect or overwrite that session.
    if (!current) throw new SessionExpiredError();
    if (current.refreshToken !== stale.refreshToken) return current;
    const fresh = { accessToken, refreshToken };
    tokenStore.setTokens(fresh);
    return fresh;
  }

  /** Tokens newer than `sentToken`: the stored ones if they were replaced meanwhile, else one shared refresh. */
  function tokensNewerThan(sentToken: string | null): Promise<TokenPair> {
    const current = tokenStore.getTokens();
    if (!current) {
      // Cleared elsewhere (another tab signed out, or its refresh failed): this tab's session is over too.
      announceExpiry();
      return Promise.reject(new SessionExpiredError());
    }
    if (current.accessToken !== sentToken) return Promise.resolve(current);
    refreshing ??= refresh(current).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return {
    onRequest({ request, schemaPath }) {
      if (isPublicOperation(request.method, schemaPath)) return;
      if (tokenStore.getTokens()) expiryAnnounced = false;
      sentCopies.set(request, request.clone());
    },
    async onResponse({ request, response }) {
      const sent = sentCopies.get(request);
      sentCopies.delete(request);
      if (response.status !== 401 || !sent) return undefined;
      await response.body?.cancel();

      const tokens = await tokensNewerThan(bearerOf(sent));
      const replay = new Request(sent, { headers: withBearer(sent.headers, tokens.accessToken) });
      const replayed = await fetch(replay);
      if (replayed.status !== 401) return replayed;
      const body = await readBody(replayed);
      throw expire(tokens, body.json && isRecord(body.value) ? body.value.detail : undefined);
    },
  };
}

function withBearer(headers: Headers, accessToken: string): Headers {
  const copy = new Headers(headers);
  copy.set('Authorization', `Bearer ${accessToken}`);
  return copy;
}
