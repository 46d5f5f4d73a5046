import type { Schemas } from '@console/sdk';
import {
  Card,
  DataTable,
  EmptyState,
  Menu,
  MoreIcon,
  PageHeader,
  formatDate,
  formatFileSize,
  formatPhone,
  formatRelative,
  type Column,
  buttonClassName,
} from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { servicesQueries } from '../services.queries';
import { Details, None, ServiceStatus, aliasCrumbs, platformName, Loaded } from './common';
import { desktopActionLabel, desktopActions, useDesktopAction } from './desktop-actions';

type AliasDetail = Schemas['AliasDetail'];

export function AliasPage({ aliasId }: { aliasId: number }) {
  const alias = useQuery(servicesQueries.aliasDetail(aliasId));
  return (
    <>
      <PageHeader
        title={alias.data?.name ?? 'Alias'}
        description={alias.data && <ServiceStatus status={alias.data.status} />}
        {...aliasCrumbs(aliasId, alias.data?.name)}
        actions={
          alias.data && (
            <>
              <Link
                className={buttonClassName({ variant: 'secondary' })}
                to="/services/alias/$aliasId/entity/general/edit"
                params={{ aliasId }}
              >
                Edit persona
              </Link>
              <Link className={buttonClassName()} to="/services/alias/$aliasId/edit" params={{ aliasId }}>
                Edit alias
              </Link>
            </>
          )
        }
      />
      <Loaded query={alias} label="Loading the alias">
        {(data) => (
          <div className="grid gap-6">
            <Overview alias={data} />
            <DesktopsSection alias={data} />
            <PhonesSection alias={data} />
            <SmsSection alias={data} />
            <SocialAccountsSection alias={data} />
            <FileSharingSection alias={data} />
          </div>
        )}
      </Loaded>
    </>
  );
}

function Overview({ alias }: { alias: AliasDetail }) {
  return (
    <Card title="Overview">
      <Details
        items={[
          ['E-mail', alias.email],
          ['Status', <ServiceStatus key="s" status={alias.status} />],
          ['Primary user', alias.primary_user_name ?? <None />],
          ['Created', formatDate(alias.created_at)],
        ]}
      />
    </Card>
  );
}

function DesktopsSection({ alias }: { alias: AliasDetail }) {
  const navigate = useNavigate();
  const run = useDesktopAction(alias.id);
  const columns: Column<Schemas['VirtualDesktop']>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (d) => (
        <Link
          to="/services/alias/$aliasId/desktop/$virtualDesktopId"
          params={{ aliasId: alias.id, virtualDesktopId: d.id }}
          className="font-medium text-primary hover:underline"
        >
          {d.name}
        </Link>
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

function PhonesSection({ alias }: { alias: AliasDetail }) {
  const columns: Column<Schemas['VirtualPhone']>[] = [
    {
      id: 'number',
      header: 'Number',
      cell: (p) => (
        <Link
          to="/services/alias/$aliasId/phone/$virtualPhoneId"
          params={{ aliasId: alias.id, virtualPhoneId: p.id }}
          className="font-medium text-primary tabular-nums hover:underline"
        >
          {formatPhone(p.number)}
        </Link>
      ),
    },
    { id: 'label', header: 'Label', cell: (p) => p.label },
    { id: 'status', header: 'Status', cell: (p) => <ServiceStatus status={p.status} /> },
    {
      id: 'forwarding',
      header: 'Forwards to',
      cell: (p) => (p.forwarding_number ? formatPhone(p.forwarding_number) : <None>No forwarding</None>),
    },
    { id: 'voicemail', header: 'Voicemail', cell: (p) => (p.voicemail_enabled ? 'On' : 'Off') },
  ];
  return (
    <ServiceSection
      title="Virtual phones"
      add={{ to: '/services/alias/$aliasId/phone/add', label: 'Add phone' }}
      alias={alias}
      columns={columns}
      rows={alias.virtual_phones}
      empty={<EmptyState title="No virtual phones" description="Add a number for calls and voicemail." />}
    />
  );
}

function SmsSection({ alias }: { alias: AliasDetail }) {
  const columns: Column<Schemas['SmsNumber']>[] = [
    {
      id: 'number',
      header: 'Number',
      cell: (n) => (
        <Link
          to="/services/alias/$aliasId/sms/$smsNumber"
          params={{ aliasId: alias.id, smsNumber: n.number }}
          className="font-medium text-primary tabular-nums hover:underline"
        >
          {formatPhone(n.number)}
        </Link>
      ),
    },
    { id: 'label', header: 'Label', cell: (n) => n.label },
    { id: 'status', header: 'Status', cell: (n) => <ServiceStatus status={n.status} /> },
    { id: 'messages', header: 'Messages', align: 'end', cell: (n) => n.messages_count },
    { id: 'created', header: 'Added', cell: (n) => formatDate(n.created_at) },
  ];
  return (
    <ServiceSection
      title="SMS numbers"
      add={{ to: '/services/alias/$aliasId/sms/add', label: 'Add SMS number' }}
      alias={alias}
      columns={columns}
      rows={alias.sms_numbers}
      empty={<EmptyState title="No SMS numbers" description="Add a number to send and receive texts." />}
    />
  );
}

function SocialAccountsSection({ alias }: { alias: AliasDetail }) {
  const columns: Column<Schemas['SocialAccount']>[] = [
    { id: 'platform', header: 'Platform', cell: (s) => platformName(s.platform) },
    {
      id: 'username',
      header: 'Username',
      cell: (s) => (
        <a
          href={s.profile_url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-primary hover:underline"
        >
          {s.username}
          <span className="sr-only"> (opens the profile in a new tab)</span>
        </a>
      ),
    },
    { id: 'email', header: 'E-mail', cell: (s) => s.email ?? <None /> },
    { id: 'status', header: 'Status', cell: (s) => <ServiceStatus status={s.status} /> },
    {
      id: 'updated',
      header: 'Updated',
      cell: (s) => (
        <time dateTime={s.updated_at} title={formatDate(s.updated_at, { time: 'minutes' })}>
          {formatRelative(s.updated_at)}
        </time>
      ),
    },
  ];
  return (
    <Card title="Social accounts">
      <DataTable
        caption={`Social accounts of ${alias.name}`}
        columns={columns}
        rows={alias.social_accounts}
        getRowId={(s) => String(s.id)}
        empty={<EmptyState title="No social accounts" />}
        rowActions={(s) => (
          <Link
            className={buttonClassName({ variant: 'ghost', size: 'sm' })}
            to="/services/alias/$aliasId/entity/socialaccount/$socialAccountId/edit"
            params={{ aliasId: alias.id, socialAccountId: s.id }}
            aria-label={`Edit ${platformName(s.platform)} account ${s.username}`}
          >
            Edit
          </Link>
        )}
      />
    </Card>
  );
}

function FileSharingSection({ alias }: { alias: AliasDetail }) {
  const { shares_count, used_bytes, quota_bytes } = alias.file_sharing;
  const percent = quota_bytes > 0 ? Math.min(100, (used_bytes / quota_bytes) * 100) : 0;
  return (
    <Card
      title="File sharing"
      actions={
        <Link
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          to="/services/alias/$aliasId/filesharing"
          params={{ aliasId: alias.id }}
        >
          Open file sharing
        </Link>
      }
    >
      <Details
        items={[
          ['Shares', shares_count],
          ['Storage used', `${formatFileSize(used_bytes)} of ${formatFileSize(quota_bytes)}`],
        ]}
      />
      <div
        role="meter"
        aria-label="Storage used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={`${percent.toFixed(1)}% used`}
        className="mt-4 h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${Math.max(percent, 0.5)}%` }} />
      </div>
    </Card>
  );
}

/** A service section of the alias: its table, and a link to add one more. */
function ServiceSection<T extends { id: number }>({
  title,
  add,
  alias,
  columns,
  rows,
  empty,
  rowActions,
}: {
  title: string;
  add: {
    to:
      | '/services/alias/$aliasId/desktop/add'
      | '/services/alias/$aliasId/phone/add'
      | '/services/alias/$aliasId/sms/add';
    label: string;
  };
  alias: AliasDetail;
  columns: Column<T>[];
  rows: T[];
  empty: ReactNode;
  rowActions?: (row: T) => ReactNode;
}) {
  return (
    <Card
      title={title}
      actions={
        <Link
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          to={add.to}
          params={{ aliasId: alias.id }}
        >
          {add.label}
        </Link>
      }
    >
      <DataTable
        caption={`${title} of ${alias.name}`}
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        empty={empty}
        rowActions={rowActions}
      />
    </Card>
  );
}
