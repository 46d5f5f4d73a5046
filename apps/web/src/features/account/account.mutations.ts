// Every write of the account domain: the signed-in user's profile and password, re-authentication, and
// two-factor settings (one's own, or another user's for those who may edit users). Writes that change
// two-factor settings ask `confirmIdentity` first (the re-authentication dialog) and do nothing without it.
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { api } from '~/lib/api/api';
import { ifMatchHeader, type VersionedValues } from '~/lib/api/record-versions';
import { sessionQueries, storeSession } from '~/lib/session/session';

import { accountMessages } from './account.messages';
import { accountQueries } from './account.queries';
import type { ProfileValues } from './account.schemas';
import { twoFactorMessages } from './two-factor.messages';

type ConfirmIdentity = () => Promise<boolean>;

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, ifMatch }: VersionedValues<ProfileValues>) =>
      (await api.PUT('/user/me', { params: { header: ifMatchHeader(ifMatch) }, body: values })).data,
    onSuccess: (me) => {
      queryClient.setQueryData(sessionQueries.me().queryKey, me);
      toast.success(translate(accountMessages, 'profileSaved'));
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: { current_password: string; new_password: string }) => {
      await api.PUT('/user/me/changepassword', { body });
    },
    onSuccess: () => toast.success(translate(accountMessages, 'passwordChanged')),
  });
}

/** The password of the re-authentication dialog; the server answers with fresh tokens. */
export function useVerifyPassword() {
  return useMutation({
    // The dialog says what went wrong next to the password; a toast over it would repeat it.
    meta: { handlesErrors: true },
    mutationFn: async (password: string) => (await api.POST('/reauth/verify', { body: { password } })).data,
    onSuccess: (session) => storeSession(session),
  });
}

/** Starts two-factor set-up: a new secret and its QR code (null when the person cancels re-authentication). */
export function useStartTwoFactorSetup(userId: number, confirmIdentity: ConfirmIdentity) {
  return useMutation({
    mutationFn: async () => {
      if (!(await confirmIdentity())) return null;
      return (await api.GET('/user/{id}/2fa/setup', { params: { path: { id: userId } } })).data;
    },
  });
}

export function useEnableTwoFactor(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (await api.POST('/user/{id}/2fa/enable', { params: { path: { id: userId } }, body: { code } })).data,
    onSuccess: async () => {
      toast.success(translate(twoFactorMessages, 'turnedOn'));
      await queryClient.invalidateQueries(accountQueries.twoFactor(userId));
    },
  });
}

/** New recovery codes (null when the person cancels re-authentication). */
export function useRegenerateRecoveryCodes(userId: number, confirmIdentity: ConfirmIdentity) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (!(await confirmIdentity())) return null;
      return (await api.POST('/user/{id}/2fa/recoverycodes/regenerate', { params: { path: { id: userId } } }))
        .data;
    },
    onSuccess: async (data) => {
      if (!data) return;
      toast.success(translate(twoFactorMessages, 'regenerated'));
      await queryClient.invalidateQueries(accountQueries.twoFactor(userId));
    },
  });
}

/** The unused recovery codes (GET /user/{id}/2fa/recoverycodes), after re-authentication; null if cancelled. */
export function useRemainingRecoveryCodes(userId: number, confirmIdentity: ConfirmIdentity) {
  return useMutation({
    mutationFn: async () => {
      if (!(await confirmIdentity())) return null;
      return (await api.GET('/user/{id}/2fa/recoverycodes', { params: { path: { id: userId } } })).data;
    },
  });
}

/** Turns two-factor off; resolves false when the person cancels re-authentication. */
export function useDisableTwoFactor(userId: number, confirmIdentity: ConfirmIdentity) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      if (!(await confirmIdentity())) return false;
      await api.POST('/user/{id}/2fa/disable', {
        params: { path: { id: userId } },
        body: code ? { code } : {},
      });
      return true;
    },
    onSuccess: async (done) => {
      if (!done) return;
      toast.success(translate(twoFactorMessages, 'turnedOff'));
      await queryClient.invalidateQueries(accountQueries.twoFactor(userId));
    },
  });
}

/** Makes a trusted device ask for a code again; resolves false when re-authentication is cancelled. */
export function useRevokeTrustedDevice(userId: number, confirmIdentity: ConfirmIdentity) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deviceId: number) => {
      if (!(await confirmIdentity())) return false;
      await api.DELETE('/user/{id}/2fa/trusteddevice/{deviceId}', {
        params: { path: { id: userId, deviceId } },
      });
      return true;
    },
    onSuccess: async (done) => {
      if (!done) return;
      toast.success(translate(twoFactorMessages, 'revoked'));
      await queryClient.invalidateQueries({ queryKey: accountQueries.trustedDevices(userId).queryKey });
    },
  });
}
