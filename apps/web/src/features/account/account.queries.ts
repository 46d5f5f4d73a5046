import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { queryRoots } from '~/lib/query-roots';

export const accountQueries = {
  all: () => queryRoots.account,
  passwordPolicy: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'password-policy'],
      queryFn: async () => (await api.GET('/user/passwordpolicy')).data,
      staleTime: 60 * 60_000,
    }),
  /** Everything about one user's two-factor authentication (status and trusted devices). */
  twoFactor: (userId: number) => [...accountQueries.all(), 'two-factor', userId] as const,
  twoFactorStatus: (userId: number) =>
    queryOptions({
      queryKey: [...accountQueries.twoFactor(userId), 'status'],
      queryFn: async () =>
        (await api.GET('/user/{id}/2fa/status', { params: { path: { id: userId } } })).data,
    }),
  trustedDevices: (userId: number) =>
    queryOptions({
      queryKey: [...accountQueries.twoFactor(userId), 'trusted-devices'],
      queryFn: async () =>
        (await api.GET('/user/{id}/2fa/trusteddevices', { params: { path: { id: userId } } })).data,
    }),
};

/** The queries a two-factor screen reads, for its route's loader. */
export const twoFactorScreenQueries = (userId: number) => [
  accountQueries.twoFactorStatus(userId),
  accountQueries.trustedDevices(userId),
];

/** For the reset-password page, which has no session: the policy call is public. */
export const passwordPolicyQuery = accountQueries.passwordPolicy;
