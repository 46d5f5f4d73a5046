import { useNavigate } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { type Column, EmptyState, Menu, MoreIcon } from '@console/ui';

import { TextLink } from '~/components/navigation';

import { None, ServiceStatus } from '../../common/service-details';
import { desktopActionLabel, desktopActions } from '../../desktops/desktop-actions';
import { useDesktopAction } from '../../services.mutations';
import { ServiceSection } from './service-section';

type AliasDetail = Schemas['AliasDetail'];

export function DesktopsSection({ alias }: { alias: AliasDetail }) {
  const navigate = useNavigate();
  const run = useDesktopAction(alias.id);
  const columns: Column<Schemas['VirtualDesktop']>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (d) => (
        <TextLink
          to="/services/alias/$aliasId/desktop/$virtualDesktopId"
          params={{ aliasId: alias.id, virtualDesktopId: d.id }}
          className="font-medium"
        >
          {d.name}
        </TextLink>
      ),
    },
    { id: 'status', header: 'Status', cell: (d) => <ServiceStatus status={d.status} /> },
    { id: 'plan', header: 'Plan', cell: (d) => `${d.plan_name} · ${d.cpu_cores} vCPU` },
    { id: 'location', header: 'Location', cell: (d) => d.location_name },
    { id: 'ip', header: 'IP address', cell: (d) => d.ip_address ?? <None>Not assigned</None> },
  ];
  return (
    <ServiceSection
      title="Virtual desktops"
      add={{ to: '/services/alias/$aliasId/desktop/add', label: 'Add desktop' }}
      alias={alias}
      columns={columns}
      rows={alias.virtual_desktops}
      empty={<EmptyState title="No virtual desktops" description="Add one to work in the cloud." />}
      rowActions={(d) => (
        <Menu
          label={<MoreIcon />}
          aria-label={`Actions for ${d.name}`}
          size="sm"
          variant="ghost"
          items={[
            {
              label: 'Open',
              onSelect: () =>
                void navigate({
                  to: '/services/alias/$aliasId/desktop/$virtualDesktopId',
                  params: { aliasId: alias.id, virtualDesktopId: d.id },
                }),
            },
            ...desktopActions(d.status).map((action) => ({
              label: desktopActionLabel(action),
              disabled: run.isPending,
              onSelect: () => run.mutate({ desktop: d, action }),
            })),
          ]}
        />
      )}
    />
  );
}
