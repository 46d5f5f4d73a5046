import { useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { Badge, Card, EmptyState, formatDate, formatPhone, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { useAccess } from '~/lib/access/use-access';

import { useAliasCrumbs } from '../common/alias-crumbs';
import { servicesMessages } from '../services.messages';
import { servicesQueries } from '../services.queries';
import { LoadMore } from './load-more';

const route = getRouteApi('/_authenticated/services/alias/$aliasId/sms/$smsNumber');

/**
 * The messages of an SMS number, newest first, loading older ones as the list is scrolled to its end. The
 * route needs no privilege (docs/product-rules.md), so the alias itself is read only by users who may open it.
 */
export function SmsMessagesPage() {
  const { aliasId, smsNumber } = route.useParams();
  const { can } = useAccess();
  const mayOpenAlias = can('aliases');
  // Only for the trail's name; the loader has read it already for those who may.
  const alias = useQuery({ ...servicesQueries.aliasDetail(aliasId), enabled: mayOpenAlias });
  const messages = useSuspenseInfiniteQuery(servicesQueries.smsMessages(aliasId, smsNumber));
  const items = messages.data.pages.flatMap((p) => p.items);
  const total = messages.data.pages[0]?.total ?? 0;
  const title = formatPhone(smsNumber);
  const t = useMessages(servicesMessages);
  const crumbs = useAliasCrumbs(aliasId, alias.data?.name, { label: t('smsCrumb', { number: title }) });

  return (
    <>
      <PageHeader
        title={title}
        description={t('smsNewestFirst')}
        // Only users who may open the alias get a trail that leads to it.
        {...(mayOpenAlias ? crumbs : {})}
      />
      {items.length === 0 ? (
        <Card>
          <EmptyState title={t('noMessages')} description={t('noMessagesText')} />
        </Card>
      ) : (
        <Card>
          <p className="mb-3 text-sm text-fg-muted" role="status">
            {t('showingMessages', { shown: items.length, total })}
          </p>
          <ol aria-label={t('messagesOf', { number: title })} className="divide-y divide-border">
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
            <p className="pt-4 text-center text-sm text-fg-muted">{t('everyMessage')}</p>
          )}
        </Card>
      )}
    </>
  );
}

function Message({ message: m }: { message: Schemas['SmsMessage'] }) {
  const inbound = m.direction === 'inbound';
  const t = useMessages(servicesMessages);
  return (
    <li className="flex flex-col gap-1 py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Badge tone={inbound ? 'info' : 'neutral'}>{inbound ? t('received') : t('sent')}</Badge>
        <span className="text-fg-muted tabular-nums">
          {inbound ? t('from', { number: formatPhone(m.from) }) : t('to', { number: formatPhone(m.to) })}
        </span>
        <time dateTime={m.created_at} className="ms-auto text-fg-muted">
          {formatDate(m.created_at, { time: 'minutes' })}
        </time>
      </div>
      <p className="text-sm break-words whitespace-pre-wrap text-fg">{m.body}</p>
    </li>
  );
}
