import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import {
  Button,
  Card,
  type Column,
  ConfirmDialog,
  DataTable,
  formatCount,
  formatNumber,
  PageHeader,
} from '@console/ui';

import { useStaffAccess } from '~/lib/access/use-staff-access';

import { useFlushCaches } from '../admin-tools.mutations';
import { adminToolsQueries } from '../admin-tools.queries';

type Cache = Schemas['Cache'];

/** What gets slower for a while after a cache is flushed, so the confirm can say it. */
const SLOWER: Record<string, string> = {
  privileges: 'every user’s next request, while their privileges are read again',
  organizations: 'pages that show organizations, while their records are read again',
  help_content: 'opening help articles, while they are rendered again',
  desktop_status: 'virtual desktop lists, while each desktop’s power state is asked again',
};
const slowerAfter = (c: Cache) => SLOWER[c.name] ?? `what reads “${c.description.toLowerCase()}”`;

const formatBytes = (bytes: number) =>
  bytes >= 1024 ** 3
    ? `${(bytes / 1024 ** 3).toFixed(1)} GB`
    : bytes >= 1024 ** 2
      ? `${(bytes / 1024 ** 2).toFixed(1)} MB`
      : `${Math.round(bytes / 1024)} KB`;

export function CachesPage() {
  const { data: caches } = useSuspenseQuery(adminToolsQueries.caches());
  const { can } = useStaffAccess();
  const flush = useFlushCaches();
  // The cache to flush (its name), 'all', or nothing.
  const [confirming, setConfirming] = useState<Cache | 'all' | null>(null);

  const columns: Column<Cache>[] = [
    {
      id: 'name',
      header: 'Cache',
      cell: (c) => (
        <span className="flex flex-col">
          <code className="font-medium">{c.name}</code>
          <span className="text-xs text-fg-muted">{c.description}</span>
        </span>
      ),
    },
    { id: 'keys', header: 'Entries', cell: (c) => formatNumber(c.keys) },
    { id: 'size', header: 'Size', cell: (c) => formatBytes(c.size_bytes) },
    // An empty cache (just flushed) has served nothing since: no rate to show.
    {
      id: 'hit_rate',
      header: 'Hit rate',
      cell: (c) =>
        c.keys === 0 ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">No hit rate yet</span>
          </>
        ) : (
          `${Math.round(c.hit_rate * 100)}%`
        ),
    },
  ];
  const mayFlush = can('caches.flush');

  return (
    <>
      <PageHeader
        title="Caches"
        description="The server's caches. Flushing one frees it; what it held is read again, more slowly, until it fills."
        actions={
          mayFlush && (
            <Button variant="danger" onClick={() => setConfirming('all')}>
              Flush all caches
            </Button>
          )
        }
      />
      <Card>
        <DataTable
          caption="Caches"
          columns={columns}
          getRowId={(c) => c.name}
          rows={caches}
          rowActions={
            mayFlush
              ? (c) => (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Flush ${c.name}`}
                    onClick={() => setConfirming(c)}
                  >
                    Flush
                  </Button>
                )
              : undefined
          }
        />
      </Card>
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() =>
          confirming &&
          flush.mutate(confirming === 'all' ? null : confirming.name, {
            onSettled: () => setConfirming(null),
          })
        }
        busy={flush.isPending}
        title={confirming === 'all' ? 'Flush every cache?' : `Flush the ${confirming?.name ?? ''} cache?`}
        message={
          confirming === 'all'
            ? `Until they fill again, these are slower: ${caches.map(slowerAfter).join('; ')}.`
            : confirming
              ? `Its ${formatCount(confirming.keys, 'entry', 'entries')} are dropped. Until it fills again, this is slower: ${slowerAfter(confirming)}.`
              : ''
        }
        confirmLabel={confirming === 'all' ? 'Flush all caches' : 'Flush cache'}
      />
    </>
  );
}
