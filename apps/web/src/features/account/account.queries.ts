import { queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery } from '@console/sdk';

import { api } from '~/lib/api/api';
import { underPaths } from '~/lib/query/query-filter';

export const accountQueries = {
  passwordPolicy: () =>
    queryOptions({
      ...sdkQuery(api, '/user/passwordpolicy'),
      staleTime: 60 * 60_000,
    }),
  /** Everything about one user's two-factor authentication (status and trusted devices), as a query filter. */
  twoFactor: (userId: number) => underPaths(['/user/{id}/2fa'], { id: userId }),
  twoFactorStatus: (userId: number) =>
    queryOptions(sdkQuery(api, '/user/{id}/2fa/status', { params: { path: { id: userId } } })),
  trustedDevices: (userId: number) =>
    queryOptions(sdkQuery(api, '/user/{id}/2fa/trusteddevices', { params: { path: { id: userId } } })),
};

/** The queries a two-factor screen reads, for its route's loader. */
export const twoFactorScreenQueries = (userId: number) => [
  accountQueries.twoFactorStatus(userId),
  accountQueries.trustedDevices(userId),
];

/** For the reset-password page, which has no session: the policy call is public. */
export const passwordPolicyQuery = accountQueries.passwordPolicy;
