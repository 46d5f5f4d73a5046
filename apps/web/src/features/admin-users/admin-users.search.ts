import * as v from 'valibot';

import { activeFilter, listSearchSchema } from '~/lib/lists/list-search';

const ADMIN_USER_SORT_FIELDS = ['full_name', 'email', 'status', 'last_seen', 'created_at'] as const;
export const ADMIN_USERS_PAGE_SIZE = 25;
/** The list's URL: page, search, sort and the status filter the contract offers. */
export const adminUsersSearchSchema = listSearchSchema(ADMIN_USER_SORT_FIELDS, 'full_name', {
  status: activeFilter,
});
export type AdminUsersSearch = v.InferOutput<typeof adminUsersSearchSchema>;
