import type { Schemas } from '@console/sdk';
import { Button } from '@console/ui';

import { type DesktopAction, useDesktopAction } from '../services.mutations';

type Desktop = Schemas['VirtualDesktop'];

const labels: Record<DesktopAction, string> = { start: 'Start', stop: 'Stop', restart: 'Restart' };

/** The actions the server accepts in each status (others answer 409). */
export function desktopActions(status: Desktop['status']): DesktopAction[] {
  if (status === 'running') return ['stop', 'restart'];
  if (status === 'stopped') return ['start'];
  if (status === 'error') return ['start', 'stop'];
  return [];
}

export const desktopActionLabel = (action: DesktopAction) => labels[action];

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
          {labels[action]}
        </Button>
      ))}
    </>
  );
}
