import { type QueryKey, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { Alert, Button, Spinner } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { errorText } from '~/lib/forms/error-text';

import { formMessages } from './form.messages';
import { sentence } from './sentence';

/**
 * A record as the API has it now, not as a list showed it, read again at each opening: an edit dialog opened from
 * a list row starts from its values, and its save sends the version they came from
 * (docs/decisions/0031-record-versions.md). While it loads, a line says so; a failure (a record deleted
 * meanwhile answers 404) is said here with Try again, not by leaving the list.
 */
export function FreshRecord<T, Key extends QueryKey>({
  query,
  what,
  children,
}: {
  query: UseQueryOptions<T, Error, T, Key>;
  /**
   * The record as a sentence names it: 'the pool' (in German in the nominative, 'der Pool'; in French with its
   * article, 'le pool'; form.messages.ts).
   */
  what: string;
  children: (record: T) => ReactNode;
}) {
  const t = useMessages(formMessages);
  const record = useQuery({ ...query, refetchOnMount: 'always', meta: { handlesErrors: true } });
  if (record.isError) {
    return (
      <Alert tone="error">
        <span className="flex flex-wrap items-center gap-3">
          {sentence(t('recordLoadFailed', { what, reason: errorText(record.error) }))}
          <Button
            variant="secondary"
            size="sm"
            loading={record.isFetching}
            onClick={() => void record.refetch()}
          >
            {t('tryAgain')}
          </Button>
        </span>
      </Alert>
    );
  }
  if (!record.isFetchedAfterMount || record.data === undefined) {
    return (
      <p className="flex items-center gap-2 text-sm text-fg-muted">
        <Spinner /> {sentence(t('loadingRecord', { what }))}
      </p>
    );
  }
  return children(record.data);
}
