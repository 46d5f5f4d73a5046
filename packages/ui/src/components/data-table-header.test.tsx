// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DataTableHeader } from './data-table-header.tsx';
import type { Column } from './data-table-sort.ts';

afterEach(cleanup);

interface Row {
  name: string;
  size: number;
}
const columns: Column<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortable: true },
  { id: 'size', header: 'Size', cell: (r) => r.size, align: 'end' },
];

const inTable = (header: React.ReactNode) => render(<table>{header}</table>);

describe('DataTableHeader', () => {
  it('gives sortable columns a button that cycles the sort, and others plain text', async () => {
    const onSortChange = vi.fn();
    inTable(
      <DataTableHeader
        columns={columns}
        sort={{ id: 'name', desc: false }}
        onSortChange={onSortChange}
        hasRowActions
        virtual={false}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.queryByRole('button', { name: /Size/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'name', desc: true });
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
  });

  it('has no sort buttons without onSortChange, and a select-all box when asked', async () => {
    const onChange = vi.fn();
    inTable(
      <DataTableHeader
        columns={columns}
        selectAll={{ checked: false, indeterminate: false, disabled: false, onChange }}
        hasRowActions={false}
        virtual
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getAllByRole('row')[0]?.getAttribute('aria-rowindex')).toBe('1');
  });
});
