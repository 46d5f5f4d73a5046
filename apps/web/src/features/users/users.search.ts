import * as v from 'valibot';

import { activeFilter, idFilter, listSearchSchema } from '~/lib/lists/list-search';

const USER_SORT_FIELDS = ['full_name', 'email', 'status', 'last_seen', 'created_at'] as const;
/** One page of the users list (the API allows up to 100). */
export const USERS_PAGE_SIZE = 25;
/** The list's URL: page, search, sort, and the status and role filters the contract offers. */
export const usersSearchSchema = listSearchSchema(USER_SORT_FIELDS, 'full_name', {
  status: activeFilter,
  role_id: idFilter,
});
export type UsersSearch = v.InferOutput<typeof usersSearchSchema>;
