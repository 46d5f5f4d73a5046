import { describe, expect, it } from 'vitest';

import { sortParamOf, sortStateOf } from './list-sort';

describe('list sort', () => {
  it('round-trips the sort between the URL and the table', () => {
    for (const sort of ['full_name', '-full_name', undefined]) {
      expect(sortParamOf(sortStateOf(sort))).toBe(sort);
    }
    expect(sortStateOf('-email')).toEqual({ id: 'email', desc: true });
  });
});
