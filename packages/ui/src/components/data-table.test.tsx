// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { type Column, DataTable, type DataTableProps, type SortState } from './data-table.tsx';

afterEach(cleanup);

describe('DataTable', () => {
  interface Row {
    id: string;
    name: string;
  }
  const columns: Column<Row>[] = [
    { id: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name },
  ];
  const rows: Row[] = [
    { id: '1', name: 'Bob' },
    { id: '2', name: 'Alice' },
  ];
  /** The table "Users" of these columns and rows, with what a test adds or changes. */
  const table = (props: Partial<DataTableProps<Row>> = {}) => (
    <DataTable caption="Users" columns={columns} rows={rows} getRowId={(r) => r.id} {...props} />
  );
  /** Renders `table(props)`; its `rerender(props)` renders the table again with other props. */
  const renderTable = (props: Partial<DataTableProps<Row>> = {}) => {
    const result = render(table(props));
    return { ...result, rerender: (next: Partial<DataTableProps<Row>>) => result.rerender(table(next)) };
  };

  it('sorts through header buttons and reports aria-sort on the sorted column only', async () => {
    const onSortChange = vi.fn();
    const { rerender } = renderTable({ onSortChange });
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'name', desc: false });
    const sort: SortState = { id: 'name', desc: true };
    rerender({ sort, onSortChange });
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('shows the empty, error and loading states', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderTable({ rows: [] });
    expect(screen.getByText('No results')).toBeTruthy();
    rerender({ rows: [], error: { message: 'Down', onRetry } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender({ rows: [], loading: true });
    expect(screen.getByRole('status').textContent).toBe('Loading Users');
  });

  it('gives the first rows new elements, not the loading placeholders (no layout shift)', () => {
    // Row ids equal to a placeholder's index ('1') once made React move that placeholder's element.
    const { container, rerender } = renderTable({ rows: [], loading: true });
    const placeholders = [...container.querySelectorAll('tbody tr')];
    expect(placeholders.length).toBeGreaterThan(1);
    rerender({ rows });
    const shown = [...container.querySelectorAll('tbody tr')];
    expect(shown.map((tr) => tr.textContent)).toEqual(['Bob', 'Alice']);
    expect(shown.filter((tr) => placeholders.includes(tr))).toEqual([]);
  });

  it('shows the header labels with the first rows, not over the loading placeholders (no layout shift)', () => {
    const headerRow = (container: HTMLElement) => container.querySelector('thead tr');
    const { container, rerender } = renderTable({ rows: [], loading: true });
    expect(headerRow(container)?.classList.contains('invisible')).toBe(true);
    rerender({ rows });
    expect(headerRow(container)?.classList.contains('invisible')).toBe(false);
    // A refetch over rows, an empty list and a failure keep their labels.
    for (const state of [{ rows, loading: true }, { rows: [] }, { rows: [], loading: true, error: {} }]) {
      rerender(state);
      expect(headerRow(container)?.classList.contains('invisible')).toBe(false);
    }
  });

  it('selects rows one by one and all at once', async () => {
    const onChange = vi.fn();
    const selection = { selected: new Set(['1']), onChange, getRowLabel: (r: Row) => r.name };
    renderTable({ selection });
    expect(screen.getByRole('checkbox', { name: 'Select all rows' }).getAttribute('aria-checked')).toBe(
      'mixed',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Alice' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['1', '2']));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['1', '2']));
  });

  it("lets a className win over the kit's own gap", () => {
    const { container } = renderTable({ className: 'gap-8' });
    expect(container.firstElementChild?.classList.contains('gap-8')).toBe(true);
    expect(container.firstElementChild?.classList.contains('gap-3')).toBe(false);
  });

  it('in virtual mode (loaded on first use) names its scroll area and counts every row', async () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ id: String(i), name: `User ${i}` }));
    renderTable({ rows: many, virtual: { height: 400 } });
    expect(await screen.findByRole('region', { name: 'Users, scrollable' })).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('501');
    // jsdom has no layout: far fewer rows than 500 are in the DOM.
    expect(screen.getAllByRole('row').length).toBeLessThan(50);
  });

  it('selects a range with Shift, from the row toggled last to the one clicked', async () => {
    const many = ['a', 'b', 'c', 'd', 'e'].map((name) => ({ id: name, name }));
    let selected = new Set<string>();
    const onChange = vi.fn((next: Set<string>) => (selected = next));
    const selection = () => ({ selected, onChange, getRowLabel: (r: Row) => r.name });
    const { rerender } = renderTable({ rows: many, selection: selection() });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select b' }));
    rerender({ rows: many, selection: selection() });
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select d' }));
    await user.keyboard('{/Shift}');
    expect([...selected].sort()).toEqual(['b', 'c', 'd']);
    rerender({ rows: many, selection: selection() });
    // Without Shift a click toggles one row only.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select a' }));
    expect([...selected].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('marks each cell for the card a narrow table makes of its row: its label, its place, the row parts kept', () => {
    const cardColumns: Column<Row>[] = [
      { id: 'name', header: 'Name', cell: (r) => r.name },
      { id: 'id', header: 'Number', card: 'first', cell: (r) => r.id },
      { id: 'note', header: <em>Note</em>, card: 'hidden', cell: () => 'n' },
    ];
    const { container } = renderTable({
      columns: cardColumns,
      selection: { selected: new Set(), onChange: vi.fn(), getRowLabel: (r) => r.name },
      rowActions: () => 'menu',
    });
    expect(container.querySelector('table')?.classList.contains('data-table-cards')).toBe(true);
    const cells = [...container.querySelectorAll('tbody tr:first-child td')];
    // The header is the label when it is text; the checkbox's and the menu's cells are marked by their place.
    expect(cells.map((td) => [td.getAttribute('data-label'), td.getAttribute('data-card')])).toEqual([
      [null, null],
      ['Name', null],
      ['Number', 'first'],
      [null, 'hidden'],
      [null, null],
    ]);
    expect(cells[0]?.getAttribute('data-cell')).toBe('select');
    expect(cells[4]?.getAttribute('data-sticky')).toBe('end');
    expect(container.querySelector('th[data-card="hidden"]')).not.toBeNull();
    // Written out, so that a browser that drops a table's semantics with its display keeps them.
    for (const [selector, role] of [
      ['table', 'table'],
      ['thead', 'rowgroup'],
      ['tbody', 'rowgroup'],
      ['tr', 'row'],
      ['th', 'columnheader'],
      ['td', 'cell'],
    ] as const)
      for (const element of container.querySelectorAll(selector))
        expect(element.getAttribute('role')).toBe(role);
  });

  it('keeps a virtual table a table at every width: its rows have a fixed height', async () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ id: String(i), name: `User ${i}` }));
    const { container } = renderTable({ rows: many, virtual: { height: 400 } });
    await screen.findByRole('region', { name: 'Users, scrollable' });
    expect(container.querySelector('table')?.classList.contains('data-table-cards')).toBe(false);
  });
});
