import { queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { api } from '~/lib/api/api';
import { pagedListQuery } from '~/lib/lists/list-query';

import { unlessBackwards } from './day-range';
import { LOGS_PAGE_SIZE, type LogsSearch, logsSearchSchema } from './logs.search';

export const logsQueries = {
  /** One page of the log; the factory owns the page size and the default sort. */
  list: (search: LogsSearch) =>
    pagedListQuery(search, { defaultSort: logsSearchSchema.defaultSort, size: LOGS_PAGE_SIZE }, (query) =>
      unlessBackwards(query, sdkQuery(api, '/logs', { params: { query } })),
    ),
  detail: (logId: number) => queryOptions(sdkQuery(api, '/logs/{logId}', { params: { path: { logId } } })),
};
