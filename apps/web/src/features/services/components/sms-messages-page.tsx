import type { Schemas } from '@console/sdk';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  PageHeader,
  SkeletonText,
  Spinner,
  formatDate,
  formatPhone,
} from '@console/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAccess } from '~/lib/use-access';
import { servicesQueries } from '../services.queries';
import { LoadFailure, aliasCrumbs } from './common';

/**
 * The messages of an SMS number, newest first, loading older ones as the list is scrolled to its end.
 * This route needs no privilege (docs/product-rules.md#console-routes), so it reads nothing else of the alias unless the user may.
 */
export function SmsMessagesPage({ aliasId, smsNumber }: { aliasId: number; smsNumber: string }) {
  const { can } = useAccess();
  const mayOpenAlias = can('aliases');
  const alias = useQuery({ ...servicesQueries.aliasDetail(aliasId), enabled: mayOpenAlias });
  const messages = useInfiniteQuery(servicesQueries.smsMessages(aliasId, smsNumber));
  const items = messages.data?.pages.flatMap((p) => p.items) ?? [];
  const total = messages.data?.pages[0]?.total ?? 0;
  const title = formatPhone(smsNumber);

  return (
    <>
      <PageHeader
        title={title}
        description="SMS messages, newest first"
        // Only users who may open the alias get a trail that leads to it.
        {...(mayOpenAlias ? aliasCrumbs(aliasId, alias.data?.name, { label: `SMS ${title}` }) : {})}
      />
      {messages.isError && !messages.data ? (
        <LoadFailure error={messages.error} onRetry={() => void messages.refetch()} />
      ) : messages.isPending ? (
        <Card>
          <span role="status" className="sr-only">
            Loading the messages
          </span>
          <SkeletonText lines={8} />
        </Card>
      ) : items.length === 0 ? (
        <Card>
          <EmptyState title="No messages yet" description="Texts sent to or from this number show here." />
        </Card>
      ) : (
        <Card>
          <p className="mb-3 text-sm text-fg-muted" role="status">
            Showing {items.length.toLocaleString('en')} of {total.toLocaleString('en')} messages
          </p>
          <ol aria-label={`Messages of ${title}`} className="divide-y divide-border">
            {items.map((m) => (
              <Message key={m.id} message={m} />
            ))}
          </ol>
          {messages.hasNextPage ? (
            <LoadMore
              loading={messages.isFetchingNextPage}
              failed={messages.isFetchNextPageError}
              onLoad={() => void messages.fetchNextPage()}
            />
          ) : (
            <p className="pt-4 text-center text-sm text-fg-muted">That is every message of this number.</p>
          )}
        </Card>
      )}
    </>
  );
}

function Message({ message: m }: { message: Schemas['SmsMessage'] }) {
  const inbound = m.direction === 'inbound';
  return (
    <li className="flex flex-col gap-1 py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Badge tone={inbound ? 'info' : 'neutral'}>{inbound ? 'Received' : 'Sent'}</Badge>
        <span className="text-fg-muted tabular-nums">
          {inbound ? `From ${formatPhone(m.from)}` : `To ${formatPhone(m.to)}`}
        </span>
        <time dateTime={m.created_at} className="ms-auto text-fg-muted">
          {formatDate(m.created_at, { time: 'minutes' })}
        </time>
      </div>
      <p className="text-sm whitespace-pre-wrap text-fg">{m.body}</p>
    </li>
  );
}

/**
 * The end of the list: loads the next page when it scrolls into view (IntersectionObserver), and is a
 * button too, for keyboards and for retrying a page that failed.
 */
function LoadMore({ loading, failed, onLoad }: { loading: boolean; failed: boolean; onLoad: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  useEffect(() => {
    load.current = onLoad;
  });
  useEffect(() => {
    const element = ref.current;
    // Not while a page loads (a second call would restart it) nor after a failure (the button retries).
    if (!element || failed || loading) return;
    // Starts a little before the end is visible, so scrolling rarely waits.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) load.current();
      },
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [failed, loading]);
  return (
    <div ref={ref} className="flex justify-center pt-4">
      {loading ? (
        <Spinner label="Loading older messages" />
      ) : (
        <Button variant="secondary" onClick={onLoad}>
          {failed ? 'Loading failed: try again' : 'Load older messages'}
        </Button>
      )}
    </div>
  );
}
