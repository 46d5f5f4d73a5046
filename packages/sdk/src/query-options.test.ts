import { describe, expect, expectTypeOf, it } from 'vitest';

import type { Schemas } from './index.ts';
import { infiniteQueryOptions } from './infinite-query-options.ts';
import { mutationOptions, queryOptions } from './query-options.ts';
import { clientAnswering } from './test-support/client.ts';
import { hangUntilAborted, json } from './test-support/fake-api.ts';

const signal = () => new AbortController().signal;

describe('TanStack Query options', () => {
  it('queryOptions: the key [method, path, init] and a queryFn resolving with the typed data', async () => {
    const { api, fake } = clientAnswering(() => json(200, { id: 42, email: 'a@acme.test' }));
    const options = queryOptions(api, '/user/{id}', { params: { path: { id: 42 } } });
    expect(options.queryKey).toEqual(['GET', '/user/{id}', { params: { path: { id: 42 } } }]);
    expect(queryOptions(api, '/user/me').queryKey).toEqual(['GET', '/user/me', {}]);
    const data = await options.queryFn({ signal: signal() });
    expectTypeOf(data).toEqualTypeOf<Schemas['User']>();
    expect(data).toMatchObject({ id: 42 });
    expect(fake.requests[0]?.path).toBe('/user/42');
  });

  it("queryOptions: the query's signal cancels the call", async () => {
    const { api } = clientAnswering(hangUntilAborted);
    const controller = new AbortController();
    const call = queryOptions(api, '/user/me').queryFn({ signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('infiniteQueryOptions: pages of a list until page * size reaches total', async () => {
    const { api } = clientAnswering((request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      const items = Array.from({ length: page < 4 ? 10 : 5 }, (_, i) => ({ id: (page - 1) * 10 + i + 1 }));
      return json(200, { items, total: 35, page, size: 10 });
    });
    const options = infiniteQueryOptions(api, '/user', { params: { query: { size: 10 } } });
    expect(options.queryKey).toEqual(['GET', '/user', { params: { query: { size: 10 } } }, 'infinite']);
    const pages = [];
    for (let page: number | undefined = options.initialPageParam; page !== undefined;) {
      const answer = await options.queryFn({ signal: signal(), pageParam: page });
      pages.push(answer);
      page = options.getNextPageParam(answer);
    }
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4]);
    expect(pages.flatMap((p) => p.items)).toHaveLength(35);
  });

  it('mutationOptions: the key [method, path] and a mutationFn sending the init', async () => {
    const { api, fake } = clientAnswering(() => json(200, { id: 7 }));
    const options = mutationOptions(api, 'PUT', '/user/{id}');
    expect(options.mutationKey).toEqual(['PUT', '/user/{id}']);
    await options.mutationFn({
      params: { path: { id: 7 } },
      body: { first_name: 'A', last_name: 'B', email: 'a@b.test' },
    } as Parameters<typeof options.mutationFn>[0]);
    expect(fake.requests[0]).toMatchObject({ method: 'PUT', path: '/user/7' });
  });
});
