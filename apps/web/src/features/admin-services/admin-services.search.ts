import * as v from 'valibot';

import { idFilter, listSearchSchema, picklistFilter } from '~/lib/lists/list-search';

export const ADMIN_SERVICES_PAGE_SIZE = 25;

const statusFilter = v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z_]+$/))), undefined);

/** The staff aliases list's URL: page, search, sort, organisation and status. */
export const adminAliasesSearchSchema = listSearchSchema(['name', 'status', 'created_at'], 'name', {
  organization: idFilter,
  status: picklistFilter(['active', 'suspended']),
});
export type AdminAliasesSearch = v.InferOutput<typeof adminAliasesSearchSchema>;

/** A service list's URL: page, search, sort and the filters its kind uses (the others stay unset). */
export const servicesSearchSchema = listSearchSchema(
  ['name', 'status', 'organization_name', 'created_at'],
  'name',
  { organization: idFilter, status: statusFilter, location: idFilter, pool: idFilter },
);
export type ServicesSearch = v.InferOutput<typeof servicesSearchSchema>;
