import { describe, expect, it } from 'vitest';

import { type ExportColumn, exportFileName, exportList } from './export-list';

interface Row {
  name: string;
  created_at: string;
  count: number;
}
const rows: Row[] = Array.from({ length: 5 }, (_, i) => ({
  name: i === 2 ? '=HYPERLINK("x")' : `Row ${i}`,
  created_at: `2025-03-0${i + 1}T09:00:00Z`,
  count: i,
}));
const columns: ExportColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Created', value: (r) => r.created_at },
  { header: 'Count', value: (r) => r.count },
];
const pages = (size: number) => (page: number) =>
  Promise.resolve({ items: rows.slice((page - 1) * size, page * size), total: rows.length, size });

describe('exportList', () => {
  it('writes every page as CSV with the header, neutralised formulas and ISO timestamps', async () => {
    const progress: number[] = [];
    const { parts, rows: count } = await exportList({
      columns,
      format: 'csv',
      bom: true,
      fetchPage: pages(2),
      signal: new AbortController().signal,
      onProgress: (written) => progress.push(written),
    });
    const text = parts.join('');
    expect(count).toBe(5);
    expect(progress).toEqual([2, 4, 5]);
    expect(text.startsWith('\uFEFFName,Created,Count\r\n')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""x"")",2025-03-03T09:00:00Z,2\r\n`);
    expect(text.split('\r\n')).toHaveLength(7);
  });

  it('writes JSON records keyed by the headers, values as they are', async () => {
    const { parts } = await exportList({
      columns,
      format: 'json',
      bom: false,
      fetchPage: pages(10),
      signal: new AbortController().signal,
    });
    const records = JSON.parse(parts.join('')) as unknown[];
    expect(records).toHaveLength(5);
    expect(records[1]).toEqual({ Name: 'Row 1', Created: '2025-03-02T09:00:00Z', Count: 1 });
  });

  it('stops on Cancel', async () => {
    const controller = new AbortController();
    await expect(
      exportList({
        columns,
        format: 'csv',
        bom: false,
        fetchPage: (page) => {
          controller.abort();
          return pages(1)(page);
        },
        signal: controller.signal,
      }),
    ).rejects.toThrow();
  });

  it('names the file after the list and the day', () => {
    expect(exportFileName('organizations', 'csv', new Date(2026, 0, 5))).toBe('organizations-2026-01-05.csv');
  });
});
