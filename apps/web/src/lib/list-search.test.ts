import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { listSearchSchema, sortParamOf, sortStateOf } from './list-search';

const schema = listSearchSchema(['full_name', 'email'], 'full_name');

describe('list search params', () => {
  it('keeps valid values', () => {
    expect(v.parse(schema, { page: 3, search: ' ann ', sort: '-email' })).toEqual({
      page: 3,
      search: 'ann',
      sort: '-email',
    });
  });

  it('falls back instead of failing on a hand-edited URL', () => {
    expect(v.parse(schema, { page: -2, search: 'x'.repeat(500), sort: 'password' })).toEqual({
      page: 1,
      search: undefined,
      sort: undefined,
    });
  });

  it('round-trips the sort between the URL and the table', () => {
    for (const sort of ['full_name', '-full_name', undefined]) {
      expect(sortParamOf(sortStateOf(sort))).toBe(sort);
    }
    expect(sortStateOf('-email')).toEqual({ id: 'email', desc: true });
  });
});
