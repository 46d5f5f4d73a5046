import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import { Button, Card, PageHeader, toast } from '@console/ui';
import { translate, useMessages } from '@console/ui/i18n';

import { crumbTrail } from '~/components/navigation';
import { EntryTimeInFull, type LogFact, LogFacts } from '~/features/logs';

import { adminDevlogsMessages } from '../admin-devlogs.messages';
import { adminDevlogsQueries } from '../admin-devlogs.queries';
import { LevelBadge } from './level-badge';

const route = getRouteApi('/admin/_staff/devlogs/$logId');

type Key = keyof typeof adminDevlogsMessages.source;

/** Copies `text`; the toasts say so (`copied`) or say how to copy by hand (`notCopied`). */
async function copy(text: string, copied: Key, notCopied: Key) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(translate(adminDevlogsMessages, copied));
  } catch {
    toast.error(translate(adminDevlogsMessages, notCopied));
  }
}

export function DevLogPage() {
  const t = useMessages(adminDevlogsMessages);
  const { logId } = route.useParams();
  const { data: entry } = useSuspenseQuery(adminDevlogsQueries.detail(logId));
  const payload = JSON.stringify(entry.context, null, 2);
  const rows: LogFact[] = [
    {
      term: t('time'),
      value: <EntryTimeInFull at={entry.created_at} />,
    },
    { term: t('level'), value: <LevelBadge level={entry.level} /> },
    { term: t('service'), value: <code>{entry.source}</code> },
    { term: t('message'), value: entry.message },
    { term: t('requestId'), value: entry.request_id ? <code>{entry.request_id}</code> : t('none') },
  ];
  return (
    <>
      <PageHeader
        title={entry.message}
        description={t('entryNumber', { id: String(logId) })}
        {...crumbTrail({ label: t('title'), href: '/admin/devlogs' }, { label: `#${logId}` })}
        actions={
          <Button
            variant="secondary"
            onClick={() => void copy(JSON.stringify(entry, null, 2), 'entryCopied', 'entryNotCopied')}
          >
            {t('copyEntry')}
          </Button>
        }
      />
      <div className="flex flex-col gap-6">
        <LogFacts rows={rows} />
        <CodeCard
          title={t('payload')}
          textLabel={t('payloadText')}
          text={payload}
          copyLabel={t('copyPayload')}
          onCopy={() => void copy(payload, 'payloadCopied', 'payloadNotCopied')}
        />
        {entry.stack_trace ? (
          <CodeCard
            title={t('stackTrace')}
            textLabel={t('stackTraceText')}
            text={entry.stack_trace}
            copyLabel={t('copyStackTrace')}
            onCopy={() => void copy(entry.stack_trace ?? '', 'stackTraceCopied', 'stackTraceNotCopied')}
          />
        ) : (
          <Card title={t('stackTrace')}>
            <p className="text-sm text-fg-muted">{t('noStackTrace')}</p>
          </Card>
        )}
      </div>
    </>
  );
}

function CodeCard({
  title,
  textLabel,
  text,
  copyLabel,
  onCopy,
}: {
  title: string;
  /** The name of the text's box, for screen readers. */
  textLabel: string;
  text: string;
  copyLabel: string;
  onCopy: () => void;
}) {
  return (
    <Card
      title={title}
      actions={
        <Button size="sm" variant="ghost" onClick={onCopy}>
          {copyLabel}
        </Button>
      }
    >
      {/* Focusable so a keyboard user can scroll a long trace sideways. */}
      <pre
        tabIndex={0}
        role="region"
        aria-label={textLabel}
        className="max-h-96 overflow-auto rounded-md bg-surface-muted p-3 font-mono text-xs leading-relaxed"
      >
        {text}
      </pre>
    </Card>
  );
}
