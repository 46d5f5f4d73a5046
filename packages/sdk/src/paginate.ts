// Auto-paging over the contract's lists (`page`/`size` in, `{ items, total, page, size }` out).
import type { CallOptions } from './call-options.ts';
import type { ApiClient } from './client.ts';
import type { paths } from './openapi.gen.ts';

type JsonOk<P extends keyof paths> = paths[P] extends {
  get: { responses: { 200: { content: { 'application/json': infer Data } } } };
}
  ? Data
  : never;

/** The GET paths that answer a page: `{ items, total, page, size }`. */
export type PagedPath = {
  [P in keyof paths]: JsonOk<P> extends { items: unknown[]; total: number; page: number; size: number }
    ? P
    : never;
}[keyof paths];

/** One item of a paged path's `items`. */
export type PageItem<P extends PagedPath> = JsonOk<P> extends { items: (infer Item)[] } ? Item : never;

type GetParams<P extends PagedPath> = paths[P] extends { get: { parameters: infer Params } } ? Params : never;
type QueryOf<P extends PagedPath> = NonNullable<GetParams<P> extends { query?: infer Q } ? Q : never>;
type PathParamsOf<P extends PagedPath> = GetParams<P> extends { path: infer Path } ? Path : never;

/** The call's parameters except `page`, which the paginator moves (`page` in `query` is where it starts). */
export type PaginateInit<P extends PagedPath> = CallOptions & {
  params?: {
    query?: QueryOf<P>;
    path?: PathParamsOf<P>;
  };
  signal?: AbortSignal;
};

export interface Paginator<Item> extends AsyncIterable<Item> {
  /** Every item, fetching page after page; with `limit`, stops (and fetches no further page) at that many. */
  toArray(options?: { limit?: number }): Promise<Item[]>;
  /** The answers page by page (`items`, `total`, `page`, `size`). */
  pages(): AsyncIterable<{ items: Item[]; total: number; page: number; size: number }>;
}

/**
 * Iterates over every item of a list, one request per page:
 * `for await (const user of paginate(api, '/user', { params: { query: { size: 100 } } }))`.
 * A page is fetched only when the iteration reaches it; errors reject the iteration as the call would.
 */
export function paginate<P extends PagedPath>(
  api: ApiClient,
  path: P,
  init: PaginateInit<P> = {},
): Paginator<PageItem<P>> {
  type Page = { items: PageItem<P>[]; total: number; page: number; size: number };
  const get = api.GET as unknown as (path: string, init: object) => Promise<{ data: Page }>;

  async function* pages(): AsyncGenerator<Page> {
    const query = (init.params?.query ?? {}) as { page?: number };
    for (let page = query.page ?? 1; ; page++) {
      const { data } = await get(path, { ...init, params: { ...init.params, query: { ...query, page } } });
      yield data;
      if (data.items.length === 0 || data.page * data.size >= data.total) return;
    }
  }

  async function* items(): AsyncGenerator<PageItem<P>> {
    for await (const page of pages()) yield* page.items;
  }

  return {
    [Symbol.asyncIterator]: () => items(),
    pages,
    async toArray({ limit = Number.POSITIVE_INFINITY } = {}) {
      const all: PageItem<P>[] = [];
      if (limit <= 0) return all;
      for await (const item of items()) {
        all.push(item);
        if (all.length >= limit) break;
      }
      return all;
    },
  };
}
