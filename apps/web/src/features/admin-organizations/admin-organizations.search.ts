import * as v from 'valibot';
import { listSearchSchema } from '~/lib/list-search';

export const ORGANIZATION_SORT_FIELDS = ['name', 'country', 'status', 'created_at'] as const;
export const ORGANIZATIONS_PAGE_SIZE = 25;

const listSearch = listSearchSchema(ORGANIZATION_SORT_FIELDS, 'name');

/** The organisations list's URL: page, search, sort and the status filter. */
export const organizationsSearchSchema = Object.assign(
  v.object({
    ...listSearch.entries,
    status: v.fallback(v.optional(v.picklist(['active', 'suspended'])), undefined),
  }),
  { defaultSort: listSearch.defaultSort },
);
export type OrganizationsSearch = v.InferOutput<typeof organizationsSearchSchema>;
