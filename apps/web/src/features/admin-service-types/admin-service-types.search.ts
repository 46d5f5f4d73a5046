import * as v from 'valibot';

import { listSearchSchema } from '~/lib/lists/list-search';

export const SERVICE_TYPES_PAGE_SIZE = 25;

export const serviceTypesSearchSchema = listSearchSchema(
  ['name', 'code', 'category', 'monthly_price_cents', 'services_count', 'created_at'],
  'name',
);
export type ServiceTypesSearch = v.InferOutput<typeof serviceTypesSearchSchema>;
