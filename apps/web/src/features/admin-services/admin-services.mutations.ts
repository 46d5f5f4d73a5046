// Every write of the staff services domain: a customer's desktop started, stopped or restarted by staff.
import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Schemas } from '@console/sdk';
import { toast } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { type BulkAction, confirmedBulkAction } from '~/components/list';
import { useStaffAccess } from '~/lib/access/use-staff-access';
import { staffApi } from '~/lib/api/api';
import { invalidateDomains } from '~/lib/query/query-paths';

import { adminServicesMessages } from './admin-services.messages';
import { adminServicesQueries } from './admin-services.queries';

export type DesktopAction = Schemas['VirtualDesktopAction']['action'];

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
      toast.success(translate(adminServicesMessages, 'desktopActionDone', { action, name: desktop.name }));
      await invalidateDomains(queryClient, 'adminServices', 'adminLogs');
    },
  });
}

type ServiceRecord = Schemas['ServiceRecord'];

/** One desktop of a services list row, started, stopped or restarted (the same operation as its page). */
function desktopAction(row: ServiceRecord, action: DesktopAction, signal: AbortSignal) {
  if (row.alias_id === null)
    return Promise.reject(new Error(translate(adminServicesMessages, 'noAlias', { name: row.name })));
  return staffApi.POST('/admin/organizations/{orgId}/aliases/{aliasId}/virtualdesktops/{desktopId}/actions', {
    params: { path: { orgId: row.organization_id, aliasId: row.alias_id, desktopId: row.id } },
    body: { action },
    signal,
  });
}

/**
 * Puts a desktop back as the list showed it: running ones are started, stopped ones stopped. A desktop that
 * was in error cannot be put back in error, so Undo leaves it as it is now.
 */
function putBack(row: ServiceRecord, signal: AbortSignal) {
  if (row.status === 'running') return desktopAction(row, 'start', signal);
  if (row.status === 'stopped') return desktopAction(row, 'stop', signal);
  return Promise.resolve();
}

/**
 * The virtual desktops list's bulk actions, gated like the desktop page's buttons: start and stop (Undo puts
 * each desktop's previous state back) and restart (asks first: a restart ends the sessions on it). A desktop
 * whose state does not allow the action is refused (409) and listed with the server's reason.
 */
export function useDesktopBulkActions(kind: string): BulkAction<ServiceRecord>[] {
  const queryClient = useQueryClient();
  const { can } = useStaffAccess();
  if (kind !== 'virtualdesktops' || !can('services.control')) return [];
  const refresh = () => invalidateDomains(queryClient, 'adminServices', 'adminAliases', 'adminLogs');
  const words = (...keys: (keyof typeof adminServicesMessages.source)[]) =>
    keys.map((key) => translate(adminServicesMessages, key)) as [string, string, string];
  const action = (
    id: 'start' | 'stop',
    [label, doing, outcome]: readonly [string, string, string],
    already: ServiceRecord['status'],
  ) => ({
    id,
    label,
    doing,
    done: outcome,
    // A desktop already so gets no call: it would change nothing.
    skipReason: (row: ServiceRecord) =>
      row.status === already
        ? translate(adminServicesMessages, 'already', { outcome: id === 'start' ? 'started' : 'stopped' })
        : null,
    run: (row: ServiceRecord, signal: AbortSignal) => desktopAction(row, id, signal),
    undo: putBack,
    refresh,
  });
  return [
    action('start', words('start', 'starting', 'started'), 'running'),
    {
      ...action('stop', words('stop', 'stopping', 'stopped'), 'stopped'),
      consequence: () => translate(adminServicesMessages, 'stopConsequence'),
    },
    confirmedBulkAction<ServiceRecord>({
      words: words('restart', 'restarting', 'restarted'),
      skipReason: (row) => (row.status === 'running' ? null : translate(adminServicesMessages, 'notRunning')),
      run: (row, signal) => desktopAction(row, 'restart', signal),
      refresh,
    }),
  ];
}
