// Every write of the SMS number pool. The dashboards count SMS numbers and the services lists show them,
// so those refresh too.
import type { Schemas } from '@console/sdk';
import { formatPhone, toast } from '@console/ui';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { staffApi } from '~/lib/api';
import { invalidateDomains } from '~/lib/query-roots';
import { smsNumberBody, type SmsNumberFormValues } from './admin-sms-pool.form';

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
      toast.success(`${formatPhone(sms.number)} is added to the pool.`);
      await afterChange(queryClient);
    },
  });
}

/** Holds a free number back from aliases, or gives it back (an assigned one answers 422). */
export function useReserveSmsNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ sms, reserved }: { sms: PoolNumber; reserved: boolean }) =>
      (
        await staffApi.PUT('/admin/infra/smsnumbers/{smsNumberId}', {
          params: { path: { smsNumberId: sms.id } },
          body: { provider: sms.provider, reserved },
        })
      ).data,
    onSuccess: async (sms) => {
      toast.success(
        sms.status === 'reserved'
          ? `${formatPhone(sms.number)} is held back from aliases.`
          : `${formatPhone(sms.number)} is free for aliases again.`,
      );
      await afterChange(queryClient);
    },
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
      toast.success(`${formatPhone(sms.number)} is released from the pool.`);
      await afterChange(queryClient);
    },
  });
}
