import type { ReactNode } from 'react';

import type { Column } from '@console/ui';

import { shownColumns } from '~/lib/lists/column-layout';

import { ListExportButton, type ListExporter } from './list-export-button';
import type { ListScreen } from './list-screen';
import { ListSearchBox } from './list-search-box';
import { ListViewsButtons } from './list-views-tools';

/**
 * The row above a list: its search box, its filters (the hook's, then the screen's own), the one "Updating…"
 * indicator, and under them the chips of what is on.
 */
export function ListToolbar<Row>({
  list,
  label,
  placeholder,
  exportColumns,
  children,
}: {
  list: Pick<ListScreen, 'searchBox' | 'updating'> &
    Partial<Pick<ListScreen, 'filterBar' | 'views'>> & { exporter?: ListExporter<Row> };
  label: string;
  placeholder?: string;
  /** The table's columns: with any that say how they export, the toolbar offers "Export". */
  exportColumns?: readonly Column<Row>[];
  children?: ReactNode;
}) {
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <ListSearchBox label={label} placeholder={placeholder} {...list.searchBox} />
        {list.filterBar?.selects}
        {children}
        <span role="status" aria-live="polite" className="text-sm text-fg-muted">
          {list.updating ? 'Updating…' : ''}
        </span>
        {/* Filling the rest of its line with the buttons at its end: "Views" and "Columns", whose code loads
            apart, appear before "Export" without moving it (no layout shift). */}
        <span className="flex grow flex-wrap justify-end gap-2">
          {list.views && <ListViewsButtons control={list.views} />}
          {list.exporter && exportColumns?.some((c) => c.exportValue) && (
            // Columns as shown: in the order and with the hidden ones left out as the table has them.
            <ListExportButton
              exporter={list.exporter}
              columns={shownColumns(exportColumns, list.views?.columns)}
            />
          )}
        </span>
      </div>
      {list.filterBar?.chips}
    </>
  );
}
