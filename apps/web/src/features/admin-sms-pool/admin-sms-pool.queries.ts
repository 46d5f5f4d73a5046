import { queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { staffApi } from '~/lib/api/api';
import { pagedListQuery } from '~/lib/lists/list-query';
import type { ListSearch } from '~/lib/lists/list-search';

import { SMS_POOL_PAGE_SIZE, type SmsPoolSearch, smsPoolSearchSchema } from './admin-sms-pool.search';

export const adminSmsPoolQueries = {
  numbers: (search: SmsPoolSearch & ListSearch) =>
    pagedListQuery(
      search,
      { defaultSort: smsPoolSearchSchema.defaultSort, size: SMS_POOL_PAGE_SIZE },
      (query) => sdkQuery(staffApi, '/admin/infra/smsnumbers', { params: { query } }),
    ),
  /** One number as the API has it now (a reserve reads it first, for its version). */
  number: (smsNumberId: number) =>
    queryOptions(
      sdkQuery(staffApi, '/admin/infra/smsnumbers/{smsNumberId}', { params: { path: { smsNumberId } } }),
    ),
};
