import { describe, expect, expectTypeOf, it } from 'vitest';

import { NotFoundError } from './errors.ts';
import type { Schemas } from './index.ts';
import { paginate } from './paginate.ts';
import { clientAnswering } from './test-support/client.ts';
import { json } from './test-support/fake-api.ts';

/** A list of 40 users, served page by page as the contract says. */
function fortyUsers(request: Request) {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('size') ?? 25);
  const users = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, email: `user${i + 1}@acme.test` }));
  return json(200, { items: users.slice((page - 1) * size, page * size), total: 40, page, size });
}

describe('paginate', () => {
  it('iterates over 40 users in pages of 10: four requests, every user once, in order', async () => {
    const { api, fake } = clientAnswering(fortyUsers);
    const seen: number[] = [];
    for await (const user of paginate(api, '/user', { params: { query: { size: 10 } } })) {
      expectTypeOf(user).toEqualTypeOf<Schemas['UserPage']['items'][number]>();
      seen.push(user.id);
    }
    expect(seen).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(fake.requests.map((r) => r.path)).toEqual(['/user', '/user', '/user', '/user']);
  });

  it('toArray({ limit }) stops at the limit without fetching further pages', async () => {
    const { api, fake } = clientAnswering(fortyUsers);
    const first15 = await paginate(api, '/user', { params: { query: { size: 10 } } }).toArray({ limit: 15 });
    expect(first15.map((u) => u.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(fake.count('/user')).toBe(2);
    const all = await paginate(api, '/user', { params: { query: { size: 10 } } }).toArray();
    expect(all).toHaveLength(40);
  });

  it('starts at the given page and passes the filters on every request', async () => {
    const pages: string[] = [];
    const { api } = clientAnswering((request) => {
      pages.push(new URL(request.url).search);
      return fortyUsers(request);
    });
    const rest = await paginate(api, '/user', {
      params: { query: { size: 10, page: 3, search: 'acme' } },
    }).toArray();
    expect(rest.map((u) => u.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 21));
    expect(pages).toEqual(['?size=10&page=3&search=acme', '?size=10&page=4&search=acme']);
  });

  it("rejects the iteration with the call's error", async () => {
    const { api } = clientAnswering(() => json(404, { detail: 'Gone' }));
    await expect(paginate(api, '/user').toArray()).rejects.toBeInstanceOf(NotFoundError);
  });
});
