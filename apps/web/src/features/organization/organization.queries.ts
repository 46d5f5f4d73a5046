import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { queryRoots } from '~/lib/query-roots';

export const organizationQueries = {
  all: () => queryRoots.organization,
  detail: () =>
    queryOptions({
      queryKey: [...organizationQueries.all(), 'detail'],
      queryFn: async () => (await api.GET('/organization')).data,
    }),
};
