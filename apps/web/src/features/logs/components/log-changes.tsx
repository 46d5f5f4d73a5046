import { Card, EmptyState } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { logsMessages } from '../logs.messages';
import type { LogEntryDetail } from '../logs.search';

/** An audit entry's changed fields with their values before and after (the console's and the staff's log). */
export function LogChanges({ changes }: { changes: LogEntryDetail['changes'] }) {
  const t = useMessages(logsMessages);
  const rows = Object.entries(changes);
  return (
    <Card title={t('changes')}>
      {rows.length === 0 ? (
        <EmptyState title={t('noChangesTitle')} description={t('noChangesText')} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('changesCaption')}</caption>
            <thead className="text-start text-xs text-fg-muted uppercase">
              <tr>
                <th scope="col" className="py-2 text-start">
                  {t('field')}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t('before')}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t('after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([field, change]) => (
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
  );
}

/** A changed value as text: words for yes/no and empty, JSON for anything structured. */
function Value({ value }: { value: unknown }) {
  const t = useMessages(logsMessages);
  if (value === null || value === undefined || value === '')
    return <span className="text-fg-muted">{t('emptyValue')}</span>;
  if (typeof value === 'boolean') return <>{t(value ? 'yes' : 'no')}</>;
  if (typeof value === 'string' || typeof value === 'number') return <>{String(value)}</>;
  return <code className="text-xs break-all">{JSON.stringify(value)}</code>;
}
