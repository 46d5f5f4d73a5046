// Every write of the staff services domain: a customer's desktop started, stopped or restarted by staff.
import type { Schemas } from '@console/sdk';
import { toast } from '@console/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '~/lib/api';
import { invalidateDomains } from '~/lib/query-paths';
import { adminServicesQueries } from './admin-services.queries';

export type DesktopAction = Schemas['VirtualDesktopAction']['action'];

const done: Record<DesktopAction, string> = {
  start: 'is starting',
  stop: 'is stopped',
  restart: 'is restarting',
};

export function useAdminDesktopAction(orgId: number, aliasId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ desktopId, action }: { desktopId: number; action: DesktopAction }) =>
      (
        await staffApi.POST(
          '/admin/organizations/{orgId}/aliases/{aliasId}/virtualdesktops/{desktopId}/actions',
          { params: { path: { orgId, aliasId, desktopId } }, body: { action } },
        )
      ).data,
    onSuccess: async (desktop, { action }) => {
      // The answer is the desktop as it is now: the page shows it at once and polling takes over from there.
      queryClient.setQueryData(adminServicesQueries.desktop(orgId, aliasId, desktop.id).queryKey, desktop);
      queryClient.setQueryData(adminServicesQueries.rdp(orgId, aliasId, desktop.id).queryKey, desktop.rdp);
      toast.success(`${desktop.name} ${done[action]}.`);
      await invalidateDomains(queryClient, 'adminServices', 'adminLogs');
    },
  });
}
