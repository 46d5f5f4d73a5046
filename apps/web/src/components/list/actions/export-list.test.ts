import { describe, expect, it } from 'vitest';

import { type ExportColumn, exportColumnsOf, exportFileName, exportList } from './export-list';

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
  { key: 'name', header: 'Name', value: (r) => r.name },
  { key: 'created_at', header: 'Created', value: (r) => r.created_at },
  { key: 'count', header: 'Count', value: (r) => r.count },
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

  it('writes JSON records keyed by stable field names (not the headers people read), values as they are', async () => {
    const { parts } = await exportList({
      columns,
      format: 'json',
      bom: false,
      fetchPage: pages(10),
      signal: new AbortController().signal,
    });
    const records = JSON.parse(parts.join('')) as unknown[];
    expect(records).toHaveLength(5);
    expect(records[1]).toEqual({ name: 'Row 1', created_at: '2025-03-02T09:00:00Z', count: 1 });
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

  it('names the file after the list, what narrows it and the day', () => {
    expect(exportFileName('organizations', 'csv', [], new Date(2026, 0, 5))).toBe(
      'organizations-2026-01-05.csv',
    );
    expect(
      exportFileName('admin-logs', 'json', ['From: 3 May 2026', 'Search: “Karen”'], new Date(2026, 4, 9)),
    ).toBe('admin-logs-from-3-may-2026-search-karen-2026-05-09.json');
  });

  it("takes the table's exported columns in order, with a column's own extra fields before it", () => {
    const exported = exportColumnsOf<{ id: number; subject: string }>([
      {
        id: 'subject',
        header: 'Subject',
        cell: (t) => t.subject,
        exportValue: (t) => t.subject,
        exportBefore: [{ id: 'number', header: 'Number', value: (t) => t.id }],
      },
      { id: 'menu', header: '', cell: () => null },
    ]);
    expect(exported.map((c) => [c.key, c.header])).toEqual([
      ['number', 'Number'],
      ['subject', 'Subject'],
    ]);
    expect(exported[0]?.value({ id: 7, subject: 'VPN' })).toBe(7);
  });
});
