import type { Schemas } from '@console/sdk';
import { Button } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { servicesMessages } from '../services.messages';
import { type DesktopAction, useDesktopAction } from '../services.mutations';

type Desktop = Schemas['VirtualDesktop'];

/** The actions the server accepts in each status (others answer 409). */
export function desktopActions(status: Desktop['status']): DesktopAction[] {
  if (status === 'running') return ['stop', 'restart'];
  if (status === 'stopped') return ['start'];
  if (status === 'error') return ['start', 'stop'];
  return [];
}

/** The action buttons of a desktop's page. */
export function DesktopActionButtons({ aliasId, desktop }: { aliasId: number; desktop: Desktop }) {
  const run = useDesktopAction(aliasId);
  const t = useMessages(servicesMessages);
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
          {t(action)}
        </Button>
      ))}
    </>
  );
}
