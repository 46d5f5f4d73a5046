import type { Schemas } from '@console/sdk';
import { Button, toast } from '@console/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { invalidateAliasServices, servicesQueries } from '../services.queries';

type Desktop = Schemas['VirtualDesktop'];
export type DesktopAction = Schemas['VirtualDesktopAction']['action'];

const labels: Record<DesktopAction, { label: string; done: string }> = {
  start: { label: 'Start', done: 'is starting' },
  stop: { label: 'Stop', done: 'is stopped' },
  restart: { label: 'Restart', done: 'is restarting' },
};

/** The actions the server accepts in each status (others answer 409). */
export function desktopActions(status: Desktop['status']): DesktopAction[] {
  if (status === 'running') return ['stop', 'restart'];
  if (status === 'stopped') return ['start'];
  if (status === 'error') return ['start', 'stop'];
  return [];
}

export const desktopActionLabel = (action: DesktopAction) => labels[action].label;

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
      toast.success(`${desktop.name} ${labels[action].done}.`);
      await invalidateAliasServices(queryClient, aliasId);
    },
  });
}

/** The action buttons of a desktop's page. */
export function DesktopActionButtons({ aliasId, desktop }: { aliasId: number; desktop: Desktop }) {
  const run = useDesktopAction(aliasId);
  const available = desktopActions(desktop.status);
  if (available.length === 0) return null;
  return (
    <>
      {available.map((action) => (
        <Button
          key={action}
          variant={action === 'stop' ? 'danger' : 'secondary'}
          loading={run.isPending && run.variables.action === action}
          disabled={run.isPending && run.variables.action !== action}
          onClick={() => run.mutate({ desktop, action })}
        >
          {labels[action].label}
        </Button>
      ))}
    </>
  );
}
