import { describe, expect, it } from 'vitest';

import { failuresOf } from './lighthouse-failures.ts';

const page = { performance: 91, accessibility: 100, cumulativeLayoutShiftMilli: 0 };

describe('the Lighthouse phase fails', () => {
  it('on nothing when every page reaches its floors and nothing moves', () => {
    expect(failuresOf({ '/login': page, '/users': { ...page, performance: 50 } })).toEqual([]);
  });

  it('on a score under its floor, and on any layout shift', () => {
    expect(
      failuresOf({
        '/login': { ...page, performance: 49 },
        '/users': { ...page, accessibility: 98, cumulativeLayoutShiftMilli: 4 },
      }),
    ).toEqual([
      '/login: performance 49 < floor 50',
      '/users: accessibility 98 < floor 100',
      '/users: cumulative layout shift 0.004, not 0',
    ]);
  });
});
