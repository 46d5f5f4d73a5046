import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import { Button, Card, PageHeader, toast } from '@console/ui';

import { crumbTrail } from '~/components/navigation';
import { EntryTimeInFull, type LogFact, LogFacts } from '~/features/logs';

import { adminDevlogsQueries } from '../admin-devlogs.queries';
import { LevelBadge } from './level-badge';

const route = getRouteApi('/admin/_staff/devlogs/$logId');

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied.`);
  } catch {
    toast.error(`${what} could not be copied: select the text and copy it by hand.`);
  }
}

export function DevLogPage() {
  const { logId } = route.useParams();
  const { data: entry } = useSuspenseQuery(adminDevlogsQueries.detail(logId));
  const payload = JSON.stringify(entry.context, null, 2);
  const rows: LogFact[] = [
    {
      term: 'Time',
      value: <EntryTimeInFull at={entry.created_at} />,
    },
    { term: 'Level', value: <LevelBadge level={entry.level} /> },
    { term: 'Service', value: <code>{entry.source}</code> },
    { term: 'Message', value: entry.message },
    { term: 'Request id', value: entry.request_id ? <code>{entry.request_id}</code> : 'None' },
  ];
  return (
    <>
      <PageHeader
        title={entry.message}
        description={`Entry #${logId}`}
        {...crumbTrail({ label: 'Developer logs', href: '/admin/devlogs' }, { label: `#${logId}` })}
        actions={
          <Button
            variant="secondary"
            onClick={() => void copy(JSON.stringify(entry, null, 2), 'The whole entry')}
          >
            Copy entry
          </Button>
        }
      />
      <div className="flex flex-col gap-6">
        <LogFacts rows={rows} />
        <CodeCard
          title="Payload"
          text={payload}
          copyLabel="Copy payload"
          onCopy={() => void copy(payload, 'The payload')}
        />
        {entry.stack_trace ? (
          <CodeCard
            title="Stack trace"
            text={entry.stack_trace}
            copyLabel="Copy stack trace"
            onCopy={() => void copy(entry.stack_trace ?? '', 'The stack trace')}
          />
        ) : (
          <Card title="Stack trace">
            <p className="text-sm text-fg-muted">This entry has no stack trace.</p>
          </Card>
        )}
      </div>
    </>
  );
}

function CodeCard({
  title,
  text,
  copyLabel,
  onCopy,
}: {
  title: string;
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
        aria-label={`${title} text`}
        className="max-h-96 overflow-auto rounded-md bg-surface-muted p-3 font-mono text-xs leading-relaxed"
      >
        {text}
      </pre>
    </Card>
  );
}
