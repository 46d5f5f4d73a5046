import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffApi } from '~/lib/api';
import { STAFF_DATA_ROOT } from '~/lib/staff-session';
import { STAFF_PAGE_SIZE, type StaffSearch } from './admin-staff.schemas';

export const adminStaffQueries = {
  all: () => [...STAFF_DATA_ROOT, 'staff'] as const,
  list: (search: StaffSearch) =>
    queryOptions({
      queryKey: [...adminStaffQueries.all(), 'list', search],
      queryFn: async () =>
        (await staffApi.GET('/admin/staff', { params: { query: { ...search, size: STAFF_PAGE_SIZE } } }))
          .data,
      placeholderData: keepPreviousData,
    }),
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
