import { Button, EmptyState, type DataTableProps } from '@console/ui';
import type { UseQueryResult } from '@tanstack/react-query';

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

/**
 * The DataTable props every server-paged list derives from its query: rows, skeleton while the first page
 * loads, the error with a retry (only when nothing is shown yet), and paging under the table.
 */
export function pagedTableProps<T>(
  query: UseQueryResult<Page<T>>,
  onPageChange: (page: number) => void,
  pagesLabel: string,
): Pick<DataTableProps<T>, 'rows' | 'loading' | 'error' | 'pagination'> {
  const { data } = query;
  return {
    rows: data?.items ?? [],
    loading: query.isPending,
    error:
      query.isError && !data ? { message: query.error.message, onRetry: () => void query.refetch() } : null,
    pagination:
      data && data.total > 0
        ? { page: data.page, pageSize: data.size, total: data.total, onPageChange, 'aria-label': pagesLabel }
        : undefined,
  };
}

/** The empty state of a searched list: says what found nothing and offers to clear the search. */
export function NoSearchResults({
  what,
  search,
  onClear,
  hint,
}: {
  what: string;
  search: string;
  onClear: () => void;
  hint?: string;
}) {
  return (
    <EmptyState
      title={`No ${what} match “${search}”`}
      description={hint}
      action={
        <Button variant="secondary" onClick={onClear}>
          Clear the search
        </Button>
      }
    />
  );
}
