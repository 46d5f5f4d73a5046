// A failed background refetch never replaces what is on screen (least of all a form being edited): the data
// stays, and this quiet notice says it may be out of date, with a Retry (docs/decisions/0011-domain-screen-pattern.md).
import { type Query, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useSyncExternalStore } from 'react';

import { importWhenOnline } from '@console/ui';

// The notice itself loads the first time a refetch fails: every signed-in page carries only the watch (budget,
// decision 0010).
const RefetchNoticeBody = lazy(() => importWhenOnline(() => import('./refetch-notice-body')));

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
  if (!failed) return null;
  return (
    <Suspense fallback={null}>
      <RefetchNoticeBody refetch={() => queryClient.refetchQueries({ predicate: isStaleAfterFailure })} />
    </Suspense>
  );
}
