// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { DataTable } from './data-table.tsx';
import { rangeIds } from './data-table-rows.ts';

afterEach(cleanup);

interface Row {
  id: string;
  name: string;
}
const rowsOf = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: `${i}`, name: `User ${i}` }));

/**
 * Renders the table and notes, at each commit React makes, how many rows it drew and whether the pager was there.
 * `rerender(rows)` draws it again with other rows.
 */
function renderCommits(rows: Row[], firstPassRows?: number) {
  const commits: { rows: number; pager: boolean }[] = [];
  const table = (shown: Row[]) => (
    <Profiler
      id="table"
      onRender={() =>
        commits.push({
          rows: document.querySelectorAll('tbody tr').length,
          pager: document.querySelector('nav') !== null,
        })
      }
    >
      <DataTable
        caption="Users"
        columns={[{ id: 'name', header: 'Name', cell: (r: Row) => r.name }]}
        rows={shown}
        getRowId={(r) => r.id}
        firstPassRows={firstPassRows}
        pagination={{ page: 1, pageSize: 25, total: 40, onPageChange: () => {}, 'aria-label': 'Pages' }}
      />
    </Profiler>
  );
  const view = render(table(rows));
  return { commits, rerender: (next: Row[]) => view.rerender(table(next)) };
}

describe('the rows a DataTable draws', () => {
  it('draws a long page in two passes, the first rows first and the pager with the rest', () => {
    const { commits } = renderCommits(rowsOf(25), 8);
    expect(commits).toEqual([
      { rows: 8, pager: false },
      { rows: 25, pager: true },
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(26);
  });

  it('draws rows that come to its skeleton in two passes, and a next page of as many at once', () => {
    const { commits, rerender } = renderCommits([], 8);
    expect(commits).toEqual([{ rows: 1, pager: true }]); // the empty state's row
    rerender(rowsOf(25));
    expect(commits.slice(1)).toEqual([
      { rows: 8, pager: false },
      { rows: 25, pager: true },
    ]);
    rerender(rowsOf(25).map((r) => ({ ...r, id: `next-${r.id}` })));
    expect(commits.slice(3)).toEqual([{ rows: 25, pager: true }]);
  });

  it('draws a short page, or any page without a first pass, at once', () => {
    expect(renderCommits(rowsOf(5), 8).commits).toEqual([{ rows: 5, pager: true }]);
    cleanup();
    expect(renderCommits(rowsOf(25)).commits).toEqual([{ rows: 25, pager: true }]);
  });

  it('finds a range in the order shown, either way round, and only the row when the anchor is gone', () => {
    expect(rangeIds(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['b', 'c', 'd']);
    expect(rangeIds(['a', 'b', 'c'], 'x', 'b')).toEqual(['b']);
    expect(rangeIds(['a', 'b', 'c'], null, 'c')).toEqual(['c']);
  });
});
