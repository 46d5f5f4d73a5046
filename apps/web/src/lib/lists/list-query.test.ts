import { keepPreviousData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { pagedListQuery } from './list-query';

type Search = { page?: number; search?: string; sort?: string; size?: number; status?: string };

const build = (query: Search & { sort: string; size: number }) => ({
  queryKey: ['GET', '/things', { params: { query } }] as const,
  queryFn: () => Promise.resolve(query),
});

describe('a list page query', () => {
  it("fills in the list's default sort and page size, and keeps the previous page on screen", () => {
    const options = pagedListQuery({ page: 2, status: 'active' }, { defaultSort: 'name', size: 25 }, build);
    expect(options.queryKey).toEqual([
      'GET',
      '/things',
      { params: { query: { page: 2, status: 'active', sort: 'name', size: 25 } } },
    ]);
    expect(options.placeholderData).toBe(keepPreviousData);
  });

  it("keeps the search's own sort and rows per page", () => {
    const options = pagedListQuery({ sort: '-name', size: 50 }, { defaultSort: 'name', size: 25 }, build);
    expect(options.queryKey[2].params.query).toEqual({ sort: '-name', size: 50 });
  });

  it('sends its own page size, whatever the URL says, when the list offers no choice', () => {
    const options = pagedListQuery({ size: 50 }, { defaultSort: 'name', size: 20, fixedSize: true }, build);
    expect(options.queryKey[2].params.query).toEqual({ sort: 'name', size: 20 });
  });
});
