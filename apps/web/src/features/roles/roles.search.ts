import * as v from 'valibot';

import { listSearchSchema } from '~/lib/lists/list-search';

/** One page of the roles list. */
export const ROLES_PAGE_SIZE = 25;
export const rolesSearchSchema = listSearchSchema(['name', 'users_count', 'created_at'], 'name');
export type RolesSearch = v.InferOutput<typeof rolesSearchSchema>;
