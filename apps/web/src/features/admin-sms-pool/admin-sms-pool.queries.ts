import type { ListSearch } from '~/lib/list-search';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffApi } from '~/lib/api';
import { queryRoots } from '~/lib/query-roots';
import { SMS_POOL_PAGE_SIZE, smsPoolSearchSchema, type SmsPoolSearch } from './admin-sms-pool.search';

export const adminSmsPoolQueries = {
  all: () => queryRoots.adminSmsPool,
  numbers: (search: SmsPoolSearch & ListSearch) =>
    queryOptions({
      queryKey: [...adminSmsPoolQueries.all(), 'list', search],
      queryFn: async () =>
        (
          await staffApi.GET('/admin/infra/smsnumbers', {
            params: {
              query: {
                ...search,
                sort: search.sort ?? smsPoolSearchSchema.defaultSort,
                size: search.size ?? SMS_POOL_PAGE_SIZE,
              },
            },
          })
        ).data,
      placeholderData: keepPreviousData,
    }),
  /** One number as the API has it now (a reserve reads it first, for its version). */
  number: (smsNumberId: number) =>
    queryOptions({
      queryKey: [...adminSmsPoolQueries.all(), 'detail', smsNumberId],
      queryFn: async () =>
        (
          await staffApi.GET('/admin/infra/smsnumbers/{smsNumberId}', {
            params: { path: { smsNumberId } },
          })
        ).data,
    }),
};
