import { queryOptions } from '@tanstack/react-query';
import { staffApi } from '~/lib/api';

import { pagedListQuery } from '~/lib/list-query';

import { queryRoots } from '~/lib/query-roots';

import { STAFF_PAGE_SIZE, staffSearchSchema, type StaffSearch } from './admin-staff.search';

export const adminStaffQueries = {
  all: () => queryRoots.adminStaff,
  list: (search: StaffSearch) =>
    pagedListQuery(
      adminStaffQueries.all(),
      search,
      { defaultSort: staffSearchSchema.defaultSort, size: STAFF_PAGE_SIZE },
      (query) => staffApi.GET('/admin/staff', { params: { query } }),
    ),
  detail: (staffId: number) =>
    queryOptions({
      queryKey: [...adminStaffQueries.all(), 'detail', staffId],
      queryFn: async () =>
        (await staffApi.GET('/admin/staff/{id}', { params: { path: { id: staffId } } })).data,
    }),
  roles: () =>
    queryOptions({
      queryKey: [...adminStaffQueries.all(), 'roles'],
      queryFn: async () => (await staffApi.GET('/admin/staff/roles')).data,
      staleTime: 5 * 60_000,
    }),
};
