import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

export const organizationQueries = {
  all: () => ['organization'] as const,
  detail: () =>
    queryOptions({
      queryKey: [...organizationQueries.all(), 'detail'],
      queryFn: async () => (await api.GET('/organization')).data,
    }),
};
