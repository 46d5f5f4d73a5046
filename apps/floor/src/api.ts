// The SDK's client and TanStack Query, in the chunk of the first screen that calls the API: the sign-in page
// loads them with its first request, as the app does (decision 0020).
import { QueryClient } from '@tanstack/react-query';

import { createApiClient, queryOptions } from '@console/sdk';

import { userTokens } from './session';

export const api = createApiClient({ baseUrl: '/api', audience: 'user', tokenStore: userTokens });

export const queryClient = new QueryClient();

/** The call the app's users list makes for its first page: 25 users sorted by name. */
export const firstUsers = () =>
  queryOptions(api, '/user', { params: { query: { sort: 'full_name', size: 25 } } });
