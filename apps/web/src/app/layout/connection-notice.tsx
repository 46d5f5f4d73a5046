// The connection as TanStack Query's online manager sees it (the browser's online and offline events).
// Offline, reads wait and run again when the connection is back; a save fails at once with the input kept
// (mutations do not wait, lib/query/query-policy.ts), so nothing is queued silently (docs/product-rules.md#offline).
import { onlineManager } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';

import { useMessages } from '@console/ui/i18n';

import { layoutMessages } from './layout.messages';

const BACK_ONLINE_MS = 10_000;

export function ConnectionNotice() {
  const t = useMessages(layoutMessages);
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
      {t(online ? 'backOnline' : 'offline')}
    </div>
  );
}
