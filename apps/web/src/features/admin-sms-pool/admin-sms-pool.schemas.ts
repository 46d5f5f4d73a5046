// The SMS number pool's URL search and form rules (docs/product-rules.md#staff-area).
import type { Schemas } from '@console/sdk';
import * as v from 'valibot';
import { listSearchSchema } from '~/lib/list-search';

export const SMS_POOL_PAGE_SIZE = 25;

export type PoolNumberStatus = Schemas['InfraSmsNumber']['status'];
export type SmsProvider = Schemas['InfraSmsNumberWrite']['provider'];

/** The pool's states in words: an `available` number is free to be given to an alias. */
export const poolStatusLabels: Record<PoolNumberStatus, string> = {
  available: 'Free',
  assigned: 'Assigned',
  reserved: 'Reserved',
};
export const providerLabels: Record<SmsProvider, string> = {
  twilio: 'Twilio',
  bandwidth: 'Bandwidth',
  vonage: 'Vonage',
};

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
