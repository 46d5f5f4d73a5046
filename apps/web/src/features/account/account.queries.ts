import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

export const accountQueries = {
  all: () => ['account'] as const,
  passwordPolicy: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'password-policy'],
      queryFn: async () => (await api.GET('/user/passwordpolicy')).data,
      staleTime: 60 * 60_000,
    }),
  twoFactorStatus: (userId: number) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'two-factor', userId, 'status'],
      queryFn: async () =>
        (await api.GET('/user/{id}/2fa/status', { params: { path: { id: userId } } })).data,
    }),
  trustedDevices: (userId: number) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'two-factor', userId, 'trusted-devices'],
      queryFn: async () =>
        (await api.GET('/user/{id}/2fa/trusteddevices', { params: { path: { id: userId } } })).data,
    }),
  twoFactor: (userId: number) => [...accountQueries.all(), 'two-factor', userId] as const,
};

/** For the reset-password page, which has no session: the policy call is public. */
export const passwordPolicyQuery = accountQueries.passwordPolicy;
