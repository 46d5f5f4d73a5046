import { useNavigate } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { type Column, EmptyState, Menu, MoreIcon } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { TextLink } from '~/components/navigation';

import { aliasesMessages } from '../../aliases.messages';
import { None, ServiceStatus } from '../../common/service-details';
import { desktopActions } from '../../desktops/desktop-actions';
import { servicesMessages } from '../../services.messages';
import { useDesktopAction } from '../../services.mutations';
import { ServiceSection } from './service-section';

type AliasDetail = Schemas['AliasDetail'];

export function DesktopsSection({ alias }: { alias: AliasDetail }) {
  const navigate = useNavigate();
  const run = useDesktopAction(alias.id);
  const t = useMessages(aliasesMessages);
  const ts = useMessages(servicesMessages);
  const columns: Column<Schemas['VirtualDesktop']>[] = [
    {
      id: 'name',
      header: t('name'),
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
    { id: 'status', header: t('status'), cell: (d) => <ServiceStatus status={d.status} /> },
    { id: 'plan', header: t('plan'), cell: (d) => t('planCores', { plan: d.plan_name, cores: d.cpu_cores }) },
    { id: 'location', header: t('location'), cell: (d) => d.location_name },
    { id: 'ip', header: t('ipAddress'), cell: (d) => d.ip_address ?? <None>{t('notAssigned')}</None> },
  ];
  return (
    <ServiceSection
      title={t('virtualDesktops')}
      section="desktops"
      add={{ to: '/services/alias/$aliasId/desktop/add', label: t('addDesktop') }}
      alias={alias}
      columns={columns}
      rows={alias.virtual_desktops}
      empty={<EmptyState title={t('noVirtualDesktops')} description={t('noVirtualDesktopsText')} />}
      rowActions={(d) => (
        <Menu
          label={<MoreIcon />}
          aria-label={t('actionsFor', { name: d.name })}
          size="sm"
          variant="ghost"
          items={[
            {
              label: t('open'),
              onSelect: () =>
                void navigate({
                  to: '/services/alias/$aliasId/desktop/$virtualDesktopId',
                  params: { aliasId: alias.id, virtualDesktopId: d.id },
                }),
            },
            ...desktopActions(d.status).map((action) => ({
              label: ts(action),
              disabled: run.isPending,
              onSelect: () => run.mutate({ desktop: d, action }),
            })),
          ]}
        />
      )}
    />
  );
}
