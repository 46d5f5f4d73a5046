// The SDK's clients (openapi-fetch and the middleware), created when lib/api.ts first needs them.
import { createApiClient, type TokenStore } from '@console/sdk';

import { sessionEvents } from '~/lib/session/session-events';

import { rememberRecordVersions } from './record-versions';

export function createClients(baseUrl: string, tokens: { user: TokenStore; staff: TokenStore }) {
  const clients = {
    user: createApiClient({
      baseUrl,
      audience: 'user',
      tokenStore: tokens.user,
      onSessionExpired: () => sessionEvents.emitExpired('user'),
    }),
    staff: createApiClient({
      baseUrl,
      audience: 'staff',
      tokenStore: tokens.staff,
      onSessionExpired: () => sessionEvents.emitExpired('staff'),
    }),
  };
  const versions = rememberRecordVersions(baseUrl);
  clients.user.use(versions);
  clients.staff.use(versions);
  return clients;
}
