// The connection as TanStack Query's online manager sees it (the browser's online and offline events).
// Offline, reads wait and run again when the connection is back; a save fails at once with the input kept
// (mutations do not wait, lib/query-policy.ts), so nothing is queued silently (docs/product-rules.md#offline).
import { onlineManager } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';

const BACK_ONLINE_MS = 10_000;

export function ConnectionNotice() {
  const online = useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
  // When the connection came back (null while offline, or once the note has been shown long enough).
  const [backAt, setBackAt] = useState<number | null>(null);
  useEffect(() => onlineManager.subscribe((isOnline) => setBackAt(isOnline ? Date.now() : null)), []);
  useEffect(() => {
    if (backAt === null) return undefined;
    const timer = setTimeout(() => setBackAt(null), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [backAt]);

  if (online && backAt === null) return null;
  return (
    <div role="status" className="mb-4 rounded-md border border-border bg-surface-muted px-4 py-2 text-sm">
      {online
        ? 'You are back online. This page is up to date again; save once more anything that did not go through.'
        : 'You are offline. What you type stays in its form: save it once the connection is back.'}
    </div>
  );
}
