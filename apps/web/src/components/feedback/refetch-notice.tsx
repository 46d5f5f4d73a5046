// A failed background refetch never replaces what is on screen (least of all a form being edited): the data
// stays, and this quiet notice says it may be out of date, with a Retry (docs/decisions/0011-domain-screen-pattern.md).
import { type Query, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, useSyncExternalStore } from 'react';

import { Button } from '@console/ui';

/** A query that still shows its last data on screen although its latest refetch failed. */
const isStaleAfterFailure = (query: Query) =>
  query.state.status === 'error' && query.state.data !== undefined && query.getObserversCount() > 0;

export function RefetchNotice() {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const failed = useSyncExternalStore(
    subscribe,
    () => cache.getAll().some(isStaleAfterFailure),
    () => false,
  );
  const [retrying, setRetrying] = useState(false);

  if (!failed) return null;
  const retry = async () => {
    setRetrying(true);
    try {
      await queryClient.refetchQueries({ predicate: isStaleAfterFailure });
    } finally {
      setRetrying(false);
    }
  };
  return (
    <div
      role="status"
      data-testid="refetch-notice"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-border bg-surface-muted px-4 py-2 text-sm"
    >
      <span>Could not refresh this page. What you see may be out of date; nothing you typed is lost.</span>
      <Button size="sm" variant="secondary" loading={retrying} onClick={() => void retry()}>
        Retry
      </Button>
    </div>
  );
}
