import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination.tsx';

describe('pageItems', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts gaps around the current page when there are many', () => {
    expect(pageItems(10, 400)).toEqual([1, 'gap', 9, 10, 11, 'gap', 400]);
    expect(pageItems(1, 400)).toEqual([1, 2, 'gap', 400]);
    expect(pageItems(400, 400)).toEqual([1, 'gap', 399, 400]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });

  it('property: ascending, within range, first/last/current present, each gap hides at least two pages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, count) => {
        const page = Math.min(a, count);
        const items = pageItems(page, count);
        const numbers = items.filter((i): i is number => i !== 'gap');
        expect(numbers).toContain(1);
        expect(numbers).toContain(count);
        expect(numbers).toContain(page);
        numbers.forEach((n, i) => i > 0 && expect(n).toBeGreaterThan(numbers[i - 1]!));
        items.forEach((item, i) => {
          if (item !== 'gap') return;
          expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThan(2);
        });
      }),
    );
  });
});
