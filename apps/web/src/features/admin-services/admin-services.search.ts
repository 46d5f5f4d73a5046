import * as v from 'valibot';
import { listSearchSchema } from '~/lib/list-search';

export const ADMIN_SERVICES_PAGE_SIZE = 25;

/** An id filter in the URL: a hand-edited or stale value falls back to "every". */
const idFilter = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined);
const statusFilter = v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z_]+$/))), undefined);

const aliasesListSearch = listSearchSchema(['name', 'status', 'created_at'], 'name');

/** The staff aliases list's URL: page, search, sort, organisation and status. */
export const adminAliasesSearchSchema = Object.assign(
  v.object({
    ...aliasesListSearch.entries,
    organization: idFilter,
    status: v.fallback(v.optional(v.picklist(['active', 'suspended'])), undefined),
  }),
  { defaultSort: aliasesListSearch.defaultSort },
);
export type AdminAliasesSearch = v.InferOutput<typeof adminAliasesSearchSchema>;

const servicesListSearch = listSearchSchema(['name', 'status', 'organization_name', 'created_at'], 'name');

/** A service list's URL: page, search, sort and the filters its kind uses (the others stay unset). */
export const servicesSearchSchema = Object.assign(
  v.object({
    ...servicesListSearch.entries,
    organization: idFilter,
    status: statusFilter,
    location: idFilter,
    pool: idFilter,
  }),
  { defaultSort: servicesListSearch.defaultSort },
);
export type ServicesSearch = v.InferOutput<typeof servicesSearchSchema>;
