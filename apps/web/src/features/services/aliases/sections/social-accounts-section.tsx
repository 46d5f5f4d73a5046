import { Link } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import {
  buttonClassName,
  Card,
  type Column,
  DataTable,
  EmptyState,
  formatDate,
  formatRelative,
} from '@console/ui';
import { textLinkClass } from '@console/ui/classes';

import { None, ServiceStatus } from '../../common/service-details';
import { platformName } from '../platforms';

export function SocialAccountsSection({ alias }: { alias: Schemas['AliasDetail'] }) {
  const columns: Column<Schemas['SocialAccount']>[] = [
    { id: 'platform', header: 'Platform', cell: (s) => platformName(s.platform) },
    {
      id: 'username',
      header: 'Username',
      cell: (s) => (
        <a href={s.profile_url} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
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
