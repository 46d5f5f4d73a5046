import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { Button, Card, type Column, ConfirmDialog, DataTable, formatNumber, PageHeader } from '@console/ui';
import { type Translate, useMessages } from '@console/ui/i18n';

import { useStaffAccess } from '~/lib/access/use-staff-access';

import { adminToolsMessages } from '../admin-tools.messages';
import { useFlushCaches } from '../admin-tools.mutations';
import { adminToolsQueries } from '../admin-tools.queries';

type Cache = Schemas['Cache'];

/** What gets slower for a while after a cache is flushed, so the confirm can say it. */
type Key = keyof typeof adminToolsMessages.source;
const SLOWER: Partial<Record<string, Key>> = {
  privileges: 'slowerPrivileges',
  organizations: 'slowerOrganizations',
  help_content: 'slowerHelp',
  desktop_status: 'slowerDesktops',
};
const slowerAfter = (t: Translate<Key>, c: Cache) => {
  const key = SLOWER[c.name];
  return key ? t(key) : t('slowerOther', { description: c.description.toLowerCase() });
};

const formatBytes = (bytes: number) =>
  bytes >= 1024 ** 3
    ? `${(bytes / 1024 ** 3).toFixed(1)} GB`
    : bytes >= 1024 ** 2
      ? `${(bytes / 1024 ** 2).toFixed(1)} MB`
      : `${Math.round(bytes / 1024)} KB`;

export function CachesPage() {
  const t = useMessages(adminToolsMessages);
  const { data: caches } = useSuspenseQuery(adminToolsQueries.caches());
  const { can } = useStaffAccess();
  const flush = useFlushCaches();
  // The cache to flush (its name), 'all', or nothing.
  const [confirming, setConfirming] = useState<Cache | 'all' | null>(null);

  const columns: Column<Cache>[] = [
    {
      id: 'name',
      header: t('cache'),
      cell: (c) => (
        <span className="flex flex-col">
          <code className="font-medium">{c.name}</code>
          <span className="text-xs text-fg-muted">{c.description}</span>
        </span>
      ),
    },
    { id: 'keys', header: t('entries'), cell: (c) => formatNumber(c.keys) },
    { id: 'size', header: t('size'), cell: (c) => formatBytes(c.size_bytes) },
    // An empty cache (just flushed) has served nothing since: no rate to show.
    {
      id: 'hit_rate',
      header: t('hitRate'),
      cell: (c) =>
        c.keys === 0 ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t('noHitRate')}</span>
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
        title={t('cachesTitle')}
        description={t('cachesDescription')}
        actions={
          mayFlush && (
            <Button variant="danger" onClick={() => setConfirming('all')}>
              {t('flushAll')}
            </Button>
          )
        }
      />
      <Card>
        <DataTable
          caption={t('cachesTitle')}
          columns={columns}
          getRowId={(c) => c.name}
          rows={caches}
          rowActions={
            mayFlush
              ? (c) => (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('flushNamed', { name: c.name })}
                    onClick={() => setConfirming(c)}
                  >
                    {t('flush')}
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
        title={
          confirming === 'all' ? t('flushAllTitle') : t('flushOneTitle', { name: confirming?.name ?? '' })
        }
        message={
          confirming === 'all'
            ? t('flushAllText', { list: caches.map((c) => slowerAfter(t, c)).join('; ') })
            : confirming
              ? t('flushOneText', { count: confirming.keys, slower: slowerAfter(t, confirming) })
              : ''
        }
        confirmLabel={t(confirming === 'all' ? 'flushAll' : 'flushCache')}
      />
    </>
  );
}
