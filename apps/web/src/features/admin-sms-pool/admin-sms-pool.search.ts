// The SMS number pool's URL search (docs/product-rules.md#staff-area).
import * as v from 'valibot';
import { listSearchSchema } from '~/lib/list-search';

export const SMS_POOL_PAGE_SIZE = 25;

const smsPoolListSearch = listSearchSchema(['number', 'status', 'created_at'], 'number');
/** The pool's URL: page, search, sort and the state the numbers are in. */
export const smsPoolSearchSchema = Object.assign(
  v.object({
    ...smsPoolListSearch.entries,
    status: v.fallback(v.optional(v.picklist(['available', 'assigned', 'reserved'])), undefined),
  }),
  { defaultSort: smsPoolListSearch.defaultSort },
);
export type SmsPoolSearch = v.InferOutput<typeof smsPoolSearchSchema>;
