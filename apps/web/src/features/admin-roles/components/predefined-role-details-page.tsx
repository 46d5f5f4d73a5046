import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { Card, type Column, DataTable, EmptyState, formatDate, formatNumber, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { DeleteRecordDialog } from '~/components/form';
import { ButtonLink, EditDeleteButtons, RowLink } from '~/components/list';
import { crumbTrail } from '~/components/navigation';
import { aliasPrefixLabel } from '~/lib/access/privileges';
import { useStaffAccess } from '~/lib/access/use-staff-access';

import { adminRolesMessages } from '../admin-roles.messages';
import { useDeletePredefinedRole } from '../admin-roles.mutations';
import { adminRolesQueries } from '../admin-roles.queries';

const route = getRouteApi('/admin/_staff/userroles/predefined/$roleId/details');

type RoleUse = Schemas['PredefinedRoleUse'];

export function PredefinedRoleDetailsPage() {
  const t = useMessages(adminRolesMessages);
  const { roleId } = route.useParams();
  const { data: role } = useSuspenseQuery(adminRolesQueries.detail(roleId));
  const catalogue = useQuery(adminRolesQueries.catalogue());
  const [page, setPage] = useState(1);
  const uses = useQuery(adminRolesQueries.organizations(roleId, page));
  const { can } = useStaffAccess();
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const remove = useDeletePredefinedRole({
    beforeRefresh: () => navigate({ to: '/admin/userroles/predefined', replace: true }),
  });

  const labels = new Map(
    (catalogue.data ?? []).flatMap((g) => g.privileges.map((p) => [p.name, p.label] as const)),
  );
  const privilegeLabel = (p: string) => labels.get(p) ?? aliasPrefixLabel(p) ?? p;
  const columns: Column<RoleUse>[] = [
    {
      id: 'organization',
      header: t('organization'),
      cell: (u) => (
        <RowLink to="/admin/organizations/$orgId" params={{ orgId: u.organization_id }}>
          {u.organization_name}
        </RowLink>
      ),
    },
    { id: 'role', header: t('theirRole'), cell: (u) => u.role_name },
    { id: 'users', header: t('usersHolding'), cell: (u) => formatNumber(u.users_count) },
  ];

  return (
    <>
      <PageHeader
        title={role.name}
        description={role.description || undefined}
        {...crumbTrail({ label: t('title'), href: '/admin/userroles/predefined' }, { label: role.name })}
        actions={
          <EditDeleteButtons
            edit={
              can('predefinedRoles.edit') && (
                <ButtonLink to="/admin/userroles/predefined/$roleId/edit" params={{ roleId }}>
                  {t('edit')}
                </ButtonLink>
              )
            }
            onDelete={can('predefinedRoles.delete') ? () => setDeleting(true) : undefined}
          />
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card title={t('privilegesCount', { count: role.privileges.length })}>
          {role.privileges.length === 0 ? (
            <EmptyState title={t('noPrivileges')} description={t('noPrivilegesText')} />
          ) : (
            <ul className="space-y-1.5 text-sm">
              {role.privileges.map((p) => (
                <li key={p} className="flex flex-wrap items-baseline gap-x-2">
                  <span>{privilegeLabel(p)}</span>
                  <code className="text-xs text-fg-muted">{p}</code>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-4 text-xs text-fg-muted">
            {t('lastChanged', { date: formatDate(role.updated_at) })}
          </p>
        </Card>
        <Card title={t('usedByCount', { count: role.organizations_count })}>
          <DataTable
            caption={t('usesCaption')}
            columns={columns}
            getRowId={(u) => String(u.role_id)}
            rows={uses.data?.items ?? []}
            loading={uses.isPending}
            error={uses.isError ? { message: uses.error.message, onRetry: () => void uses.refetch() } : null}
            empty={<EmptyState title={t('noUses')} />}
            pagination={
              uses.data && uses.data.total > uses.data.size
                ? {
                    page: uses.data.page,
                    pageSize: uses.data.size,
                    total: uses.data.total,
                    onPageChange: setPage,
                    'aria-label': t('usesPages'),
                  }
                : undefined
            }
          />
        </Card>
      </div>
      <DeleteRecordDialog
        record={deleting ? role : null}
        remove={remove}
        onClose={() => setDeleting(false)}
        what={t('deleteWhat')}
        labels={{ name: t('name'), description: t('descriptionColumn'), privileges: t('privileges') }}
        title={t('deleteTitle', { name: role.name })}
        message={t('deleteText', { name: role.name, count: role.organizations_count })}
        confirmLabel={t('deleteConfirm')}
      />
    </>
  );
}
