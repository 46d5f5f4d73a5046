import * as v from 'valibot';

import { idFilter, listSearchSchema, picklistFilter } from '~/lib/lists/list-search';

export const POOLS_PAGE_SIZE = 25;

/** The resource pools list's URL: page, search, sort, location and kind. */
export const poolsSearchSchema = listSearchSchema(['name', 'kind', 'capacity', 'status'], 'name', {
  location: idFilter,
  kind: picklistFilter(['desktop', 'phone', 'sms']),
});
export type PoolsSearch = v.InferOutput<typeof poolsSearchSchema>;

export const locationsSearchSchema = listSearchSchema(['name', 'code', 'country'], 'name');
export type LocationsSearch = v.InferOutput<typeof locationsSearchSchema>;
