// Every write of the SMS number pool. The dashboards count SMS numbers and the services lists show them,
// so those refresh too.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

import type { Schemas } from '@console/sdk';
import { formatPhone, toast } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { type BulkAction, confirmedBulkAction } from '~/components/list';
import { useStaffAccess } from '~/lib/access/use-staff-access';
import { staffApi } from '~/lib/api/api';
import { ifMatchHeader, recordVersion } from '~/lib/api/record-versions';
import { invalidateDomains } from '~/lib/query/query-paths';

import { smsNumberBody, type SmsNumberFormValues } from './admin-sms-pool.form';
import { adminSmsPoolMessages } from './admin-sms-pool.messages';
import { adminSmsPoolQueries } from './admin-sms-pool.queries';
import { providerLabels } from './admin-sms-pool.schemas';

const say = (key: keyof typeof adminSmsPoolMessages.source, sms: { number: string }) =>
  translate(adminSmsPoolMessages, key, { number: formatPhone(sms.number) });

type PoolNumber = Schemas['InfraSmsNumber'];

const afterChange = (queryClient: QueryClient) =>
  invalidateDomains(queryClient, 'adminSmsPool', 'adminServices', 'adminDashboard');

/** Adds a number to the pool; one already there is a 422 on `number`. */
export function useAddSmsNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: SmsNumberFormValues) =>
      (await staffApi.POST('/admin/infra/smsnumbers', { body: smsNumberBody(values) })).data,
    onSuccess: async (sms) => {
      toast.success(say('addedToast', sms));
      await afterChange(queryClient);
    },
  });
}

/**
 * Holds a free number back from aliases, or gives it back (an assigned one answers 422). The list row it is
 * chosen on carries no version, so the number is read first: if it is no longer as the row shows it, nothing
 * is written and the list catches up; else the write sends the version read (`If-Match`), so a change made
 * in between answers 412 instead of being overwritten (docs/decisions/0031-record-versions.md).
 */
export function useReserveSmsNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ sms, reserved }: { sms: PoolNumber; reserved: boolean }) => {
      const current = await queryClient.fetchQuery({ ...adminSmsPoolQueries.number(sms.id), staleTime: 0 });
      if (current.status !== sms.status || current.provider !== sms.provider)
        throw new Error(
          translate(adminSmsPoolMessages, 'changedMeanwhile', {
            number: formatPhone(sms.number),
            status: current.status,
            provider: providerLabels[current.provider],
          }),
        );
      return (
        await staffApi.PUT('/admin/infra/smsnumbers/{smsNumberId}', {
          params: {
            path: { smsNumberId: sms.id },
            header: ifMatchHeader(recordVersion(`/admin/infra/smsnumbers/${sms.id}`)),
          },
          body: { provider: current.provider, reserved },
        })
      ).data;
    },
    onSuccess: async (sms) => {
      toast.success(say(sms.status === 'reserved' ? 'reservedToast' : 'freedToast', sms));
      await afterChange(queryClient);
    },
    // Refused because the number changed meanwhile (or for another reason): the list shows it as it is now.
    onError: () => void afterChange(queryClient),
  });
}

/** Releases a free number from the pool; an assigned one answers 409 naming its alias (a toast says it). */
export function useReleaseSmsNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sms: PoolNumber) => {
      await staffApi.DELETE('/admin/infra/smsnumbers/{smsNumberId}', {
        params: { path: { smsNumberId: sms.id } },
      });
      return sms;
    },
    onSuccess: async (sms) => {
      toast.success(say('releasedToast', sms));
      await afterChange(queryClient);
    },
  });
}

/**
 * The pool's bulk release, gated like releasing one number. Adding a number back makes a new record (its own
 * id, free, with no memory of being held back), so a release is not undone: it asks first, naming the count
 * and the first numbers. An assigned number is refused (409 naming its alias) and listed with that reason.
 */
export function useSmsPoolBulkActions(): BulkAction<PoolNumber>[] {
  const queryClient = useQueryClient();
  const { can } = useStaffAccess();
  if (!can('smsNumbers.release')) return [];
  return [
    confirmedBulkAction<PoolNumber>({
      words: ['Release', 'Releasing', 'released'],
      // An assigned number is refused (409): it is left out before asking, its alias named.
      skipReason: (sms) =>
        sms.status !== 'assigned'
          ? null
          : sms.alias_name
            ? translate(adminSmsPoolMessages, 'assignedTo', { alias: sms.alias_name })
            : translate(adminSmsPoolMessages, 'assignedToAnAlias'),
      run: (sms, signal) =>
        staffApi.DELETE('/admin/infra/smsnumbers/{smsNumberId}', {
          params: { path: { smsNumberId: sms.id } },
          signal,
        }),
      refresh: () => afterChange(queryClient),
    }),
  ];
}
