import { hashKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import { type ApiClient, queryOptions as sdkQuery } from '@console/sdk';

import { usersQueries } from './users.queries';
import { USERS_PAGE_SIZE, usersSearchSchema } from './users.search';

// The app's clients, as lib/api.ts loads them on the first request: a stand-in that records the calls.
const calls: { path: string; init: { signal?: AbortSignal } | undefined }[] = [];
const GET = vi.fn((path: string, init?: { signal?: AbortSignal }) => {
  calls.push({ path, init });
  return Promise.resolve({ data: { id: 7, email: 'ann@example.com' } });
});
vi.mock('~/lib/api/api-clients', () => ({ createClients: () => ({ user: { GET }, staff: { GET } }) }));

// The SDK's builders used directly, as a component or another team would.
const sdkClient = { GET } as unknown as Pick<ApiClient, 'GET'>;

describe("the users' query factory", () => {
  it('keys a page of the list as the SDK keys that call (the page size and default sort filled in)', () => {
    const search = { page: 2, search: 'ann' };
    const sdk = sdkQuery(sdkClient, '/user', {
      params: { query: { ...search, sort: usersSearchSchema.defaultSort, size: USERS_PAGE_SIZE } },
    });
    expect(hashKey(usersQueries.list(search).queryKey)).toBe(hashKey(sdk.queryKey));
    expect(usersQueries.list(search).queryKey[1]).toBe('/user');
    // A picker's search is another call, so another key.
    expect(hashKey(usersQueries.matching('ann').queryKey)).not.toBe(hashKey(sdk.queryKey));
  });

  it("shares the cache with the SDK's queryOptions, through the lazily loaded client, with cancellation", async () => {
    const queryClient = new QueryClient();
    const user = await queryClient.fetchQuery(usersQueries.detail(7));
    const sdk = sdkQuery(sdkClient, '/user/{id}', { params: { path: { id: 7 } } });
    expect(queryClient.getQueryData(sdk.queryKey)).toBe(user);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/user/{id}');
    expect(calls[0]?.init?.signal).toBeInstanceOf(AbortSignal);
    // The SDK's own options find it fresh in the cache: no second call.
    await queryClient.ensureQueryData(sdk);
    expect(calls).toHaveLength(1);
  });
});
