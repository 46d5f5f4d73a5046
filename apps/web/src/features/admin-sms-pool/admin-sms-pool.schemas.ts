// The SMS number pool's states and providers in words (docs/product-rules.md#staff-area).
import type { Schemas } from '@console/sdk';

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
