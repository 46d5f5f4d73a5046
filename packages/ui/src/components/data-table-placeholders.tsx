import type { ReactNode } from 'react';

import { useMessages } from '../i18n/index.ts';
import { kitMessages } from '../kit.messages.ts';
import { cellClass } from './data-table-header.tsx';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { Skeleton } from './skeleton.tsx';

const SKELETON_ROWS = 5;

/**
 * What a table's body shows instead of its rows: the error with its Retry, placeholders while the first rows load
 * (`waitingForRows`), or the empty state. Undefined when the rows are to be shown.
 */
function NoResults() {
  const t = useMessages(kitMessages);
  return <EmptyState title={t('noResults')} description={t('noResultsDetail')} />;
}

export function placeholderBody({
  error,
  loading,
  waitingForRows,
  empty,
  columnCount,
  rows,
}: {
  error?: { message?: ReactNode; onRetry?: () => void } | null;
  loading?: boolean;
  waitingForRows?: boolean;
  empty?: ReactNode;
  columnCount: number;
  rows: readonly unknown[];
}): ReactNode {
  const fullWidth = (content: ReactNode) => (
    <tr role="row">
      <td role="cell" colSpan={columnCount}>
        {content}
      </td>
    </tr>
  );

  if (error) {
    return fullWidth(<ErrorState message={error.message} onRetry={error.onRetry} retrying={loading} />);
  }
  if (waitingForRows) {
    return Array.from({ length: SKELETON_ROWS }, (_, i) => (
      // Keys apart from the rows' ids: a row whose id equals a placeholder's index would take over its element.
      <tr key={`loading-${i}`} role="row" className="border-t border-border">
        {Array.from({ length: columnCount }, (_, c) => (
          <td key={c} role="cell" className={cellClass}>
            <Skeleton className="h-4 w-full" />
          </td>
        ))}
      </tr>
    ));
  }
  if (rows.length === 0) {
    return fullWidth(empty ?? <NoResults />);
  }

  return undefined;
}
