// The SDK instances of the app: one client per audience, over browser token storage.
import {
  createApiClient,
  createBrowserTokenStore,
  createMemoryTokenStore,
  type TokenStore,
} from '@console/sdk';
import { sessionEvents } from './session-events';

const baseUrl = import.meta.env.VITE_API_BASE_URL ?? '/api';

// The shell is prerendered at build time, where there is no localStorage.
const tokenStoreFor = (audience: 'user' | 'staff'): TokenStore =>
  typeof window === 'undefined' ? createMemoryTokenStore() : createBrowserTokenStore(audience);

export const userTokens = tokenStoreFor('user');
export const staffTokens = tokenStoreFor('staff');

export const api = createApiClient({
  baseUrl,
  audience: 'user',
  tokenStore: userTokens,
  onSessionExpired: () => sessionEvents.emitExpired('user'),
});

export const staffApi = createApiClient({
  baseUrl,
  audience: 'staff',
  tokenStore: staffTokens,
  onSessionExpired: () => sessionEvents.emitExpired('staff'),
});
