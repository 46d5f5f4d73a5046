import { describe, expect, it } from 'vitest';

import { pollInterval } from './poll';

describe('pollInterval', () => {
  it('polls fast while changing, then at the settled pace or not at all', () => {
    expect(pollInterval(true, { changing: 2_000, settled: false })).toBe(2_000);
    expect(pollInterval(false, { changing: 2_000, settled: false })).toBe(false);
    expect(pollInterval(false, { changing: 1_000, settled: 10_000 })).toBe(10_000);
  });
});
