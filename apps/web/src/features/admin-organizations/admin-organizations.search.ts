import * as v from 'valibot';

import { listSearchSchema, picklistFilter } from '~/lib/lists/list-search';

const ORGANIZATION_SORT_FIELDS = ['name', 'country', 'status', 'created_at'] as const;
export const ORGANIZATIONS_PAGE_SIZE = 25;

/** The organisations list's URL: page, search, sort and the status filter. */
export const organizationsSearchSchema = listSearchSchema(ORGANIZATION_SORT_FIELDS, 'name', {
  status: picklistFilter(['active', 'suspended']),
});
export type OrganizationsSearch = v.InferOutput<typeof organizationsSearchSchema>;
