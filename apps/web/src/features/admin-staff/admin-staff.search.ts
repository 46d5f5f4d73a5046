import * as v from 'valibot';

import { listSearchSchema } from '~/lib/lists/list-search';

const STAFF_SORT_FIELDS = ['full_name', 'email', 'created_at'] as const;
export const STAFF_PAGE_SIZE = 25;
export const staffSearchSchema = listSearchSchema(STAFF_SORT_FIELDS, 'full_name');
export type StaffSearch = v.InferOutput<typeof staffSearchSchema>;
