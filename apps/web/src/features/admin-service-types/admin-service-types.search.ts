import * as v from 'valibot';
import { listSearchSchema } from '~/lib/list-search';

export const SERVICE_TYPES_PAGE_SIZE = 25;

const listSearch = listSearchSchema(
  ['name', 'code', 'category', 'monthly_price_cents', 'services_count', 'created_at'],
  'name',
);
export const serviceTypesSearchSchema = Object.assign(v.object({ ...listSearch.entries }), {
  defaultSort: listSearch.defaultSort,
});
export type ServiceTypesSearch = v.InferOutput<typeof serviceTypesSearchSchema>;
