import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { dayFilter, idFilter, listSearchSchema, noFilters } from './list-search';

const schema = listSearchSchema(['full_name', 'email'], 'full_name');

describe('list search params', () => {
  it('keeps valid values', () => {
    expect(v.parse(schema, { page: 3, search: ' ann ', sort: '-email' })).toEqual({
      page: 3,
      search: 'ann',
      sort: '-email',
    });
  });

  it('reads an all-digit search, which the router hands over as a number, as the text typed', () => {
    const schema = listSearchSchema(['name'], 'name');
    expect(v.parse(schema, { search: 2125911252 }).search).toBe('2125911252');
    expect(v.parse(schema, { search: '  smith ' }).search).toBe('smith');
  });

  it('falls back instead of failing on a hand-edited URL', () => {
    expect(v.parse(schema, { page: -2, search: 'x'.repeat(500), sort: 'password' })).toEqual({
      page: 1,
      search: undefined,
      sort: undefined,
    });
  });

  it("takes a list's own filters, each falling back to no filter", () => {
    const filtered = listSearchSchema(['created_at'], '-created_at', {
      user_id: idFilter,
      date_from: dayFilter,
    });
    expect(filtered.defaultSort).toBe('-created_at');
    expect(v.parse(filtered, { sort: 'created_at', user_id: 4, date_from: '2026-11-01' })).toEqual({
      sort: 'created_at',
      user_id: 4,
      date_from: '2026-11-01',
    });
    expect(v.parse(filtered, { user_id: 0, date_from: 'yesterday' })).toMatchObject({
      user_id: undefined,
      date_from: undefined,
    });
  });

  it('turns every named filter off', () => {
    expect(noFilters<{ search?: string; user_id?: number }>(['search', 'user_id'])).toEqual({
      search: undefined,
      user_id: undefined,
    });
  });
});
