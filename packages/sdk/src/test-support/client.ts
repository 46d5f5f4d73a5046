import { vi } from 'vitest';

import { type ApiClientOptions, createApiClient } from '../client.ts';
import { createMemoryTokenStore } from '../token-store.ts';
import { createFakeFetch, type Handler } from './fake-api.ts';

/** A user client over a fake fetch answering with `handler`, signed in as a1/r1, with spy hooks. */
export function clientAnswering(handler: Handler, options: Partial<ApiClientOptions> = {}) {
  const fake = createFakeFetch(handler);
  const hooks = { onForbidden: vi.fn(), onNotFound: vi.fn(), onSessionExpired: vi.fn() };
  const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const tokenStore = createMemoryTokenStore({ accessToken: 'a1', refreshToken: 'r1' });
  const api = createApiClient({
    baseUrl: 'https://api.test',
    audience: 'user',
    tokenStore,
    fetch: fake.fetch,
    logger,
    ...hooks,
    ...options,
  });
  return { api, fake, hooks, logger, tokenStore };
}
