// Every write of the services screens but file sharing's (file-sharing/file-sharing.mutations.ts). Each hook
// shows its success toast and invalidates what it changes; forms call `mutateAsync`, so a failed save keeps
// what was typed and shows the error (docs/decisions/0011-domain-screen-pattern.md).
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

import type { Schemas } from '@console/sdk';
import { formatPhone, toast } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { api } from '~/lib/api/api';
import { ifMatchHeader, type VersionedValues } from '~/lib/api/record-versions';
import { invalidateDomains } from '~/lib/query/query-paths';

import { platformName } from './aliases/platforms';
import { servicesMessages } from './services.messages';
import { servicesQueries } from './services.queries';
import type { AliasValues, GeneralEntityValues, SocialAccountValues } from './services.schemas';

type Desktop = Schemas['VirtualDesktop'];
export type DesktopAction = Schemas['VirtualDesktopAction']['action'];

/**
 * After a service was added to an alias or changed: the alias's detail (its sections), the aliases lists
 * (their counts) and the dashboard's totals.
 */
function afterAliasServicesChange(queryClient: QueryClient, aliasId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: servicesQueries.aliasDetail(aliasId).queryKey }),
    queryClient.invalidateQueries({ queryKey: servicesQueries.aliasLists() }),
    invalidateDomains(queryClient, 'dashboard'),
  ]);
}

export function useUpdateAlias(aliasId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, ifMatch }: VersionedValues<AliasValues>) =>
      (
        await api.PUT('/aliases/{aliasId}', {
          params: { path: { aliasId }, header: ifMatchHeader(ifMatch) },
          body: values,
        })
      ).data,
    onSuccess: async (alias) => {
      queryClient.setQueryData(servicesQueries.aliasDetail(aliasId).queryKey, alias);
      toast.success(translate(servicesMessages, 'aliasSaved', { name: alias.name }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: servicesQueries.aliasLists() }),
        invalidateDomains(queryClient, 'dashboard'),
      ]);
    },
  });
}

export function useUpdateGeneralEntity(aliasId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, ifMatch }: VersionedValues<GeneralEntityValues>) =>
      (
        await api.PUT('/aliases/{aliasId}/entity/general', {
          params: { path: { aliasId }, header: ifMatchHeader(ifMatch) },
          // The date input edits a string; a blank one is sent as null.
          body: { ...values, date_of_birth: values.date_of_birth || null },
        })
      ).data,
    onSuccess: (entity) => {
      queryClient.setQueryData(servicesQueries.generalEntity(aliasId).queryKey, entity);
      toast.success(translate(servicesMessages, 'personaSaved'));
    },
  });
}

export function useUpdateSocialAccount(aliasId: number, socialAccountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      values: { password, email, ...values },
      ifMatch,
    }: VersionedValues<SocialAccountValues>) =>
      (
        await api.PUT('/aliases/{aliasId}/socialaccounts/{socialAccountId}', {
          params: { path: { aliasId, socialAccountId }, header: ifMatchHeader(ifMatch) },
          // A blank password keeps the stored one, so it is only sent when typed.
          body: { ...values, email: email || null, ...(password ? { password } : {}) },
        })
      ).data,
    onSuccess: async (account) => {
      queryClient.setQueryData(servicesQueries.socialAccount(aliasId, socialAccountId).queryKey, account);
      toast.success(
        translate(servicesMessages, 'socialAccountSaved', { platform: platformName(account.platform) }),
      );
      await queryClient.invalidateQueries({ queryKey: servicesQueries.aliasDetail(aliasId).queryKey });
    },
  });
}

export function useAddDesktop(aliasId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Schemas['VirtualDesktopCreate']) =>
      (await api.POST('/aliases/{aliasId}/desktops', { params: { path: { aliasId } }, body })).data,
    onSuccess: async (desktop) => {
      toast.success(translate(servicesMessages, 'desktopSettingUp', { name: desktop.name }));
      await afterAliasServicesChange(queryClient, aliasId);
    },
  });
}

/** Start, stop or restart a desktop; the answer is its new status, shown at once on its page and alias. */
export function useDesktopAction(aliasId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ desktop, action }: { desktop: Desktop; action: DesktopAction }) =>
      (
        await api.POST('/aliases/{aliasId}/desktops/{desktopId}/actions', {
          params: { path: { aliasId, desktopId: desktop.id } },
          body: { action },
        })
      ).data,
    onSuccess: async (desktop, { action }) => {
      queryClient.setQueryData(servicesQueries.desktop(aliasId, desktop.id).queryKey, desktop);
      toast.success(translate(servicesMessages, 'desktopActionDone', { action, name: desktop.name }));
      await afterAliasServicesChange(queryClient, aliasId);
    },
  });
}

export function useAddPhone(aliasId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Schemas['VirtualPhoneCreate']) =>
      (await api.POST('/aliases/{aliasId}/phones', { params: { path: { aliasId } }, body })).data,
    onSuccess: async (phone) => {
      toast.success(translate(servicesMessages, 'numberAdded', { number: formatPhone(phone.number) }));
      await afterAliasServicesChange(queryClient, aliasId);
    },
  });
}

export function useAddSmsNumber(aliasId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Schemas['SmsNumberCreate']) =>
      (await api.POST('/aliases/{aliasId}/sms', { params: { path: { aliasId } }, body })).data,
    onSuccess: async (sms) => {
      toast.success(translate(servicesMessages, 'numberAdded', { number: formatPhone(sms.number) }));
      await afterAliasServicesChange(queryClient, aliasId);
    },
  });
}
