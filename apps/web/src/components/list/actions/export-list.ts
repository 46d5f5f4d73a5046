// An export of a list as it is shown: its filters and sort, every page, the columns the table shows
// (docs/decisions/0028-list-power.md). Pages are fetched one after another and written as they arrive.
import type { Column } from '@console/ui';

import { cellText, csvLine, EXCEL_BOM } from './csv';

export type ExportFormat = 'csv' | 'json';

/** A column of the export: its field name (JSON), its header as the table shows it (CSV) and the row's value. */
export interface ExportColumn<Row> {
  key: string;
  header: string;
  value: (row: Row) => string | number | boolean | null;
}

/** The table's columns that say how they export, as the export's columns, in the order shown. */
export function exportColumnsOf<Row>(columns: readonly Column<Row>[]): ExportColumn<Row>[] {
  return columns.flatMap((column) =>
    column.exportValue
      ? [
          ...(column.exportBefore ?? []).map((extra) => ({ key: extra.id, ...extra })),
          {
            key: column.id,
            header: typeof column.header === 'string' ? column.header : column.id,
            value: column.exportValue,
          },
        ]
      : [],
  );
}

export interface ExportRequest<Row> {
  columns: readonly ExportColumn<Row>[];
  format: ExportFormat;
  /** Start the CSV with a byte order mark, so Excel reads it as UTF-8. */
  bom: boolean;
  fetchPage: (page: number) => Promise<{ items: Row[]; total: number; size: number }>;
  signal: AbortSignal;
  onProgress?: (written: number, total: number) => void;
}

/** The file's parts, page by page, and how many rows it holds; throws when `signal` aborts. */
export async function exportList<Row>(
  request: ExportRequest<Row>,
): Promise<{ parts: string[]; rows: number }> {
  const { columns, format } = request;
  const parts: string[] = [];
  if (format === 'csv') parts.push((request.bom ? EXCEL_BOM : '') + csvLine(columns.map((c) => c.header)));
  else parts.push('[');
  let rows = 0;
  for (let page = 1; ; page++) {
    request.signal.throwIfAborted();
    const data = await request.fetchPage(page);
    request.signal.throwIfAborted();
    for (const row of data.items) {
      if (format === 'csv') parts.push(csvLine(columns.map((c) => cellText(c.value(row)))));
      else {
        // Field names, not the headers people read: a program reading the file keeps working when words change.
        const record = Object.fromEntries(columns.map((c) => [c.key, c.value(row)]));
        parts.push(`${rows > 0 ? ',' : ''}\n  ${JSON.stringify(record)}`);
      }
      rows++;
    }
    request.onProgress?.(rows, data.total);
    if (data.items.length < data.size || rows >= data.total) break;
  }
  if (format === 'json') parts.push(rows > 0 ? '\n]\n' : ']\n');
  return { parts, rows };
}

/**
 * "users-status-active-2026-03-02.csv": the list's stable name, what narrows it (the filters' chips, the search), and
 * the day (local), so a folder of exports says what each one holds. Accents go (a German or French chip's
 * "Gelöscht" gives "geloscht"), so the name is plain ASCII wherever the file is copied.
 */
export function exportFileName(
  list: string,
  format: ExportFormat,
  narrowedBy: readonly string[] = [],
  now = new Date(),
): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
  const slug = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const name = [list, ...narrowedBy].map(slug).filter(Boolean).join('-').slice(0, 120);
  return `${name}-${day}.${format}`;
}
