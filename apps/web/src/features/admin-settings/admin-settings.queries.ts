import { queryOptions } from '@tanstack/react-query';
import { staffApi } from '~/lib/api';
import { queryRoots } from '~/lib/query-roots';

export const settingsQueries = {
  all: () => queryRoots.adminSettings,
  settings: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'settings'],
      queryFn: async () => (await staffApi.GET('/admin/settings')).data,
    }),
};
