import * as v from 'valibot';
import { idFilter, listSearchSchema } from '~/lib/list-search';

export const POOLS_PAGE_SIZE = 25;

/** The resource pools list's URL: page, search, sort, location and kind. */
export const poolsSearchSchema = listSearchSchema(['name', 'kind', 'capacity', 'status'], 'name', {
  location: idFilter,
  kind: v.fallback(v.optional(v.picklist(['desktop', 'phone', 'sms'])), undefined),
});
export type PoolsSearch = v.InferOutput<typeof poolsSearchSchema>;

export const locationsSearchSchema = listSearchSchema(['name', 'code', 'country'], 'name');
export type LocationsSearch = v.InferOutput<typeof locationsSearchSchema>;
