import { queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { staffApi } from '~/lib/api/api';
import { pagedListQuery } from '~/lib/lists/list-query';

import { STAFF_PAGE_SIZE, type StaffSearch, staffSearchSchema } from './admin-staff.search';

export const adminStaffQueries = {
  list: (search: StaffSearch) =>
    pagedListQuery(search, { defaultSort: staffSearchSchema.defaultSort, size: STAFF_PAGE_SIZE }, (query) =>
      sdkQuery(staffApi, '/admin/staff', { params: { query } }),
    ),
  detail: (staffId: number) =>
    queryOptions(sdkQuery(staffApi, '/admin/staff/{id}', { params: { path: { id: staffId } } })),
  roles: () =>
    queryOptions({
      ...sdkQuery(staffApi, '/admin/staff/roles'),
      staleTime: 5 * 60_000,
    }),
};
