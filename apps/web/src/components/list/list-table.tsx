import { Card, DataTable, type DataTableProps, EmptyState } from '@console/ui';

import { type ListTableLayout, useColumnLayout } from './list-views-tools';

/**
 * The app's data table: a wide table scrolls inside its card, and nothing in it widens the page on a phone.
 * The kit's table scrolls its rows itself, but visually hidden labels (a screen reader's "Actions" header,
 * a button's hidden name) are positioned against the page, not the scroller: at the table's far right they
 * would make the whole page pan sideways. This box is what they are positioned against, and it clips them.
 */
export function ListTable<T>({ columnLayout, ...props }: DataTableProps<T> & ListTableLayout) {
  // With the list hook's layout, the columns the URL shows in its order (docs/decisions/0033-saved-views-and-columns.md).
  const columns = useColumnLayout(props.columns, columnLayout);
  return (
    <div className="relative overflow-x-clip [overflow-clip-margin:4px]">
      <DataTable {...props} columns={columns} />
    </div>
  );
}

/** A detail page's card of related rows: its title counts them, and an empty one says so. */
export function TableCard<T extends { id: number }>({
  title,
  caption,
  columns,
  rows,
  empty,
}: Pick<DataTableProps<T>, 'caption' | 'columns' | 'rows'> & { title: string; empty: string }) {
  return (
    <Card title={`${title} (${rows.length})`}>
      <ListTable
        caption={caption}
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        empty={<EmptyState title={empty} />}
      />
    </Card>
  );
}
