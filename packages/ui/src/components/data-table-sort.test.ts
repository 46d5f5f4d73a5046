import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { type Column, nextSort, sortRows } from './data-table-sort.ts';

interface Row {
  name: string | null;
  size: number;
}
const columns: Column<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name },
  { id: 'size', header: 'Size', cell: (r) => r.size, sortValue: (r) => r.size },
];

describe('nextSort', () => {
  it('cycles ascending → descending → unsorted, and restarts on another column', () => {
    expect(nextSort(null, 'name')).toEqual({ id: 'name', desc: false });
    expect(nextSort({ id: 'name', desc: false }, 'name')).toEqual({ id: 'name', desc: true });
    expect(nextSort({ id: 'name', desc: true }, 'name')).toBeNull();
    expect(nextSort({ id: 'name', desc: true }, 'size')).toEqual({ id: 'size', desc: false });
  });
});

describe('sortRows', () => {
  it('sorts names naturally and case-insensitively, empty values last in both directions', () => {
    const rows: Row[] = [
      { name: 'user10', size: 1 },
      { name: null, size: 2 },
      { name: 'User2', size: 3 },
      { name: 'alice', size: 4 },
    ];
    const names = (desc: boolean) => sortRows(rows, columns, { id: 'name', desc }).map((r) => r.name);
    expect(names(false)).toEqual(['alice', 'User2', 'user10', null]);
    expect(names(true)).toEqual(['user10', 'User2', 'alice', null]);
  });

  it('returns a copy in the original order when unsorted', () => {
    const rows: Row[] = [
      { name: 'b', size: 1 },
      { name: 'a', size: 2 },
    ];
    const out = sortRows(rows, columns, null);
    expect(out).toEqual(rows);
    expect(out).not.toBe(rows);
  });

  it('property: the result is an ordered permutation of the input', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.boolean(), (sizes, desc) => {
        const rows = sizes.map((size) => ({ name: 'x', size }));
        const out = sortRows(rows, columns, { id: 'size', desc }).map((r) => r.size);
        expect([...out].sort((a, b) => a - b)).toEqual([...sizes].sort((a, b) => a - b));
        out.forEach((v, i) => i > 0 && expect(desc ? out[i - 1]! >= v : out[i - 1]! <= v).toBe(true));
      }),
    );
  });
});
