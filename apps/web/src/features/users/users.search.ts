import * as v from 'valibot';
import { listSearchSchema } from '~/lib/list-search';

export const USER_SORT_FIELDS = ['full_name', 'email', 'status', 'last_seen', 'created_at'] as const;
/** One page of the users list (the API allows up to 100). */
export const USERS_PAGE_SIZE = 25;
export const usersSearchSchema = listSearchSchema(USER_SORT_FIELDS, 'full_name');
export type UsersSearch = v.InferOutput<typeof usersSearchSchema>;
