import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { poolFormSchema } from '../admin-infrastructure.schemas';
import { capacityShare } from './capacity-bar';

describe('capacityShare', () => {
  it('has no share for a pool without capacity (no division by zero, no full bar)', () => {
    expect(capacityShare(0, 0)).toBe(null);
    expect(capacityShare(3, 0)).toBe(null);
  });

  it('property: with capacity, the share is a whole percent from 0 to 100', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1 }), (used, capacity) => {
        const share = capacityShare(used, capacity);
        expect(Number.isInteger(share)).toBe(true);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('the pool form', () => {
  const pool = (capacity: string) => ({
    name: 'p',
    kind: 'desktop',
    location_id: 1,
    capacity,
    status: 'active',
  });

  it('takes a capacity of at least 1, grouped or not', () => {
    for (const capacity of ['1', '1,000', '250'])
      expect(v.safeParse(poolFormSchema, pool(capacity)).success).toBe(true);
  });

  it('refuses a capacity of 0 and what is not a whole number', () => {
    for (const capacity of ['0', '', '1.5', '1,00', '-1'])
      expect(v.safeParse(poolFormSchema, pool(capacity)).issues?.[0]?.message).toBe(
        'Enter a whole number of units, at least 1.',
      );
  });
});
