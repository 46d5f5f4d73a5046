import { Card, EmptyState, PageHeader, formatDate, formatRelative } from '@console/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { crumbTrail } from '~/features/shell';
import { actionLabel } from '../log-actions';
import { logQueries } from '../logs.queries';
import type { LogEntryDetail } from '../logs.schemas';

const route = getRouteApi('/_authenticated/logs/$logId');

export function LogPage() {
  const { logId } = route.useParams();
  const { data: entry } = useSuspenseQuery(logQueries.detail(logId));
  return (
    <>
      <PageHeader
        title={entry.description}
        description={`Entry #${logId}`}
        {...crumbTrail({ label: 'Audit log', href: '/logs' }, { label: `#${logId}` })}
      />
      <EntryDetails entry={entry} />
    </>
  );
}

function EntryDetails({ entry }: { entry: LogEntryDetail }) {
  const rows: { term: string; value: ReactNode }[] = [
    {
      term: 'When',
      value: (
        <>
          <time dateTime={entry.created_at}>{formatDate(entry.created_at, { time: 'seconds' })}</time>{' '}
          <span className="text-fg-muted">({formatRelative(entry.created_at)})</span>
        </>
      ),
    },
    { term: 'User', value: entry.user_full_name ?? 'System' },
    {
      term: 'Action',
      value: (
        <>
          {actionLabel(entry.action)} <code className="text-fg-muted">{entry.action}</code>
        </>
      ),
    },
    {
      term: 'Target',
      value: entry.target_type
        ? `${entry.target_type.replace(/_/g, ' ')} #${entry.target_id ?? '?'}`
        : 'None',
    },
    { term: 'IP address', value: entry.ip_address ?? 'Unknown' },
    {
      term: 'User agent',
      value: entry.user_agent ? <code className="text-xs break-all">{entry.user_agent}</code> : 'Unknown',
    },
  ];
  const changes = Object.entries(entry.changes);
  return (
    <div className="flex flex-col gap-6">
      <Card title="Entry">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
          {rows.map((row) => (
            <div key={row.term} className="contents">
              <dt className="text-fg-muted">{row.term}</dt>
              <dd className="min-w-0 font-medium break-words">{row.value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title="Changes">
        {changes.length === 0 ? (
          <EmptyState
            title="No field changes recorded"
            description="This action changed no fields, or none were logged."
          />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Changed fields with their values before and after</caption>
              <thead className="text-start text-xs text-fg-muted uppercase">
                <tr>
                  <th scope="col" className="py-2 text-start">
                    Field
                  </th>
                  <th scope="col" className="py-2 text-start">
                    Before
                  </th>
                  <th scope="col" className="py-2 text-start">
                    After
                  </th>
                </tr>
              </thead>
              <tbody>
                {changes.map(([field, change]) => (
                  <tr key={field} className="border-t border-border">
                    <th scope="row" className="py-2 text-start font-medium">
                      {field.replace(/_/g, ' ')}
                    </th>
                    <td className="py-2">
                      <Value value={change.before} />
                    </td>
                    <td className="py-2">
                      <Value value={change.after} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}

/** A changed value as text: words for yes/no and empty, JSON for anything structured. */
function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '')
    return <span className="text-fg-muted">empty</span>;
  if (typeof value === 'boolean') return <>{value ? 'yes' : 'no'}</>;
  if (typeof value === 'string' || typeof value === 'number') return <>{String(value)}</>;
  return <code className="text-xs break-all">{JSON.stringify(value)}</code>;
}
