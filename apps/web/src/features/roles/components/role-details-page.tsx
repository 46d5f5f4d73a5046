import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import { ForbiddenError, type Schemas } from '@console/sdk';
import { Badge, Button, buttonClassName, Card, EmptyState, formatDate, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { ScrollTable, StatusBadge } from '~/components/list';
import { crumbTrail, TextLink } from '~/components/navigation';
import { aliasPrefixLabel } from '~/lib/access/privileges';
import { useAccess } from '~/lib/access/use-access';

import { rolesMessages } from '../roles.messages';
import { rolesQueries } from '../roles.queries';
import { DeleteRoleDialog, roleDeleteBlocker } from './delete-role-dialog';

const route = getRouteApi('/_authenticated/roles/$roleId/');

export function RoleDetailsPage() {
  const t = useMessages(rolesMessages);
  const { roleId } = route.useParams();
  const { data: role } = useSuspenseQuery(rolesQueries.detail(roleId));
  const { can } = useAccess();
  const navigate = useNavigate();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const blocker = roleDeleteBlocker(role);
  return (
    <>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {role.name} {role.is_predefined && <Badge tone="info">{t('predefined')}</Badge>}
          </span>
        }
        description={role.description || undefined}
        {...crumbTrail({ label: t('title'), href: '/roles' }, { label: role.name })}
        actions={
          <div className="flex flex-wrap gap-2">
            {!role.is_predefined && (
              <Link to="/roles/$roleId/edit" params={{ roleId: role.id }} className={buttonClassName()}>
                {t('editRole')}
              </Link>
            )}
            {can('roles.delete') && (
              <Button
                variant="danger"
                disabled={blocker !== null}
                title={blocker ?? undefined}
                onClick={() => setConfirmDelete(true)}
              >
                {t('deleteRole')}
              </Button>
            )}
          </div>
        }
      />
      {can('roles.delete') && blocker && <p className="-mt-3 mb-4 text-sm text-fg-muted">{blocker}</p>}
      <div className="grid gap-6 xl:grid-cols-2">
        <Card title={t('privileges')} className="min-w-0">
          <RolePrivileges privileges={role.privileges} />
          <p className="mt-4 text-xs text-fg-muted">
            {t('createdChanged', {
              created: formatDate(role.created_at),
              changed: formatDate(role.updated_at),
            })}
          </p>
        </Card>
        <Card title={t('membersTitle', { count: role.users_count })} className="min-w-0">
          <RoleMembers roleId={role.id} />
        </Card>
      </div>
      <DeleteRoleDialog
        role={confirmDelete ? role : null}
        onClose={() => setConfirmDelete(false)}
        onDeleted={() => navigate({ to: '/roles' })}
      />
    </>
  );
}

/** The role's privileges in the catalogue's areas and words, alias prefixes in words too; unknown ones as they are. */
function RolePrivileges({ privileges }: { privileges: readonly string[] }) {
  const t = useMessages(rolesMessages);
  const catalogue = useQuery(rolesQueries.catalogue());
  if (privileges.length === 0) return <p className="text-sm text-fg-muted">{t('grantsNothing')}</p>;
  const groups = (catalogue.data ?? []).map((group) => ({
    label: group.label,
    names: privileges.filter((p) => p.startsWith(`${group.area}:`)),
    labelOf: (name: string) =>
      group.privileges.find((p) => p.name === name)?.label ?? aliasPrefixLabel(name) ?? name,
  }));
  const known = new Set(groups.flatMap((g) => g.names));
  const other = privileges.filter((p) => !known.has(p));
  return (
    <dl className="space-y-3">
      {groups
        .filter((g) => g.names.length > 0)
        .map((g) => (
          <div key={g.label}>
            <dt className="text-sm font-semibold">{g.label}</dt>
            <dd>
              <ul className="mt-1 flex flex-wrap gap-1.5">
                {g.names.map((name) => (
                  <li key={name}>
                    <Badge>{g.labelOf(name)}</Badge>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      {other.length > 0 && (
        <div>
          <dt className="text-sm font-semibold">{t('other')}</dt>
          <dd>
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {other.map((name) => (
                <li key={name}>
                  <Badge>{aliasPrefixLabel(name) ?? name}</Badge>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  );
}

function RoleMembers({ roleId }: { roleId: number }) {
  const t = useMessages(rolesMessages);
  const { can } = useAccess();
  const [page, setPage] = useState(1);
  const members = useQuery(rolesQueries.members(roleId, page));
  if (members.error instanceof ForbiddenError)
    return <p className="text-sm text-fg-muted">{t('membersForbidden')}</p>;
  return (
    <ScrollTable<Schemas['User']>
      caption={t('membersCaption')}
      columns={[
        {
          id: 'name',
          header: t('name'),
          cell: (u) =>
            can('users.edit') ? (
              <TextLink to="/users/$userId" params={{ userId: u.id }}>
                {u.full_name}
              </TextLink>
            ) : (
              u.full_name
            ),
        },
        { id: 'email', header: t('email'), cell: (u) => u.email },
        { id: 'status', header: t('status'), cell: (u) => <StatusBadge active={u.status} /> },
      ]}
      rows={members.data?.items ?? []}
      loading={members.isPending}
      error={
        members.isError ? { message: members.error.message, onRetry: () => void members.refetch() } : null
      }
      empty={<EmptyState title={t('noMembers')} />}
      pagination={
        members.data && members.data.total > members.data.size
          ? {
              page,
              pageSize: members.data.size,
              total: members.data.total,
              onPageChange: setPage,
              'aria-label': t('membersPages'),
            }
          : undefined
      }
    />
  );
}
