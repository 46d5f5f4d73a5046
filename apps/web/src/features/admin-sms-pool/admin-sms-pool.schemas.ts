// The SMS number pool's states and providers in words (docs/product-rules.md#staff-area).
import type { Schemas } from '@console/sdk';

import type { adminSmsPoolMessages } from './admin-sms-pool.messages';

export type PoolNumberStatus = Schemas['InfraSmsNumber']['status'];
export type SmsProvider = Schemas['InfraSmsNumberWrite']['provider'];

/** The pool's states, by the key of their words: an `available` number is free to be given to an alias. */
export const poolStatusKeys = {
  available: 'statusAvailable',
  assigned: 'statusAssigned',
  reserved: 'statusReserved',
} as const satisfies Record<PoolNumberStatus, keyof typeof adminSmsPoolMessages.source>;
/** The telephone companies' own names (not translated). */
export const providerLabels: Record<SmsProvider, string> = {
  twilio: 'Twilio',
  bandwidth: 'Bandwidth',
  vonage: 'Vonage',
};
