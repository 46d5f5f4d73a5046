import * as v from 'valibot';
import { listSearchSchema } from '~/lib/list-search';

export const POOLS_PAGE_SIZE = 25;

const poolsListSearch = listSearchSchema(['name', 'kind', 'capacity', 'status'], 'name');

/** The resource pools list's URL: page, search, sort, location and kind. */
export const poolsSearchSchema = Object.assign(
  v.object({
    ...poolsListSearch.entries,
    location: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
    kind: v.fallback(v.optional(v.picklist(['desktop', 'phone', 'sms'])), undefined),
  }),
  { defaultSort: poolsListSearch.defaultSort },
);
export type PoolsSearch = v.InferOutput<typeof poolsSearchSchema>;

const locationsListSearch = listSearchSchema(['name', 'code', 'country'], 'name');
export const locationsSearchSchema = Object.assign(v.object({ ...locationsListSearch.entries }), {
  defaultSort: locationsListSearch.defaultSort,
});
export type LocationsSearch = v.InferOutput<typeof locationsSearchSchema>;
