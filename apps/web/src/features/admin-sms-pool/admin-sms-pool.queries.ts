import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { staffApi } from '~/lib/api/api';
import type { ListSearch } from '~/lib/lists/list-search';

import { SMS_POOL_PAGE_SIZE, type SmsPoolSearch, smsPoolSearchSchema } from './admin-sms-pool.search';

export const adminSmsPoolQueries = {
  numbers: (search: SmsPoolSearch & ListSearch) =>
    queryOptions({
      ...sdkQuery(staffApi, '/admin/infra/smsnumbers', {
        params: {
          query: {
            ...search,
            sort: search.sort ?? smsPoolSearchSchema.defaultSort,
            size: search.size ?? SMS_POOL_PAGE_SIZE,
          },
        },
      }),
      placeholderData: keepPreviousData,
    }),
  /** One number as the API has it now (a reserve reads it first, for its version). */
  number: (smsNumberId: number) =>
    queryOptions(
      sdkQuery(staffApi, '/admin/infra/smsnumbers/{smsNumberId}', { params: { path: { smsNumberId } } }),
    ),
};
