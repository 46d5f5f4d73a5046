import type { ReactNode } from 'react';

import { Card } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { logsMessages } from '../logs.messages';

export interface LogFact {
  term: string;
  value: ReactNode;
}

/** A log entry's facts (when, who, what…) as a card of terms and values. */
export function LogFacts({ rows, title }: { rows: LogFact[]; title?: string }) {
  const t = useMessages(logsMessages);
  return (
    <Card title={title ?? t('entry')}>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map((row) => (
          <div key={row.term} className="contents">
            <dt className="text-fg-muted">{row.term}</dt>
            <dd className="min-w-0 font-medium break-words">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
