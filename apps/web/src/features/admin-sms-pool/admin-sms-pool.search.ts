// The SMS number pool's URL search (docs/product-rules.md#staff-area).
import * as v from 'valibot';

import { listSearchSchema, picklistFilter } from '~/lib/lists/list-search';

export const SMS_POOL_PAGE_SIZE = 25;

/** The pool's URL: page, search, sort and the state the numbers are in. */
export const smsPoolSearchSchema = listSearchSchema(['number', 'status', 'created_at'], 'number', {
  status: picklistFilter(['available', 'assigned', 'reserved']),
});
export type SmsPoolSearch = v.InferOutput<typeof smsPoolSearchSchema>;
