import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';

import { useMessages } from '../i18n/index.ts';
import { kitMessages } from '../kit.messages.ts';
import { cx, focusRing } from '../lib/cx.ts';

/** The scroll area of a virtual table: spacer rows above and below keep the scroll height and the table valid. */
export function VirtualRows<T>({
  rows,
  caption,
  virtual,
  columnCount,
  renderTable,
  renderRow,
}: {
  rows: readonly T[];
  caption: string;
  virtual: { height: number; rowHeight?: number };
  columnCount: number;
  renderTable: (bodyRows: ReactNode) => ReactNode;
  renderRow: (row: T, index: number, style?: { height: number }) => ReactNode;
}) {
  const t = useMessages(kitMessages);
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowHeight = virtual.rowHeight ?? 41;
  // TanStack Virtual returns functions that the React Compiler cannot memoize; that is expected here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const spacer = (height: number, key: string) =>
    height > 0 ? (
      <tr key={key} aria-hidden="true" style={{ height }}>
        <td colSpan={columnCount} />
      </tr>
    ) : null;
  return (
    // Focusable so keyboard users can scroll it; named so screen readers know what it holds.
    <div
      ref={scrollRef}
      role="region"
      aria-label={t('scrollableTable', { caption })}
      tabIndex={0}
      className={cx('data-table-scroll overflow-auto', focusRing)}
      style={{ height: virtual.height }}
    >
      {renderTable(
        <>
          {spacer(before, 'before')}
          {items.map((item) => {
            const row = rows[item.index];
            return row === undefined ? null : renderRow(row, item.index, { height: rowHeight });
          })}
          {spacer(after, 'after')}
        </>,
      )}
    </div>
  );
}
