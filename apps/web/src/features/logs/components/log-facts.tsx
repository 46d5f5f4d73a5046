import type { ReactNode } from 'react';

import { Card } from '@console/ui';

export interface LogFact {
  term: string;
  value: ReactNode;
}

/** A log entry's facts (when, who, what…) as a card of terms and values. */
export function LogFacts({ rows, title = 'Entry' }: { rows: LogFact[]; title?: string }) {
  return (
    <Card title={title}>
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
