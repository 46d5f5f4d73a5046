import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import {
  Card,
  type Column,
  DataTable,
  EmptyState,
  formatCount,
  formatDate,
  formatNumber,
  PageHeader,
} from '@console/ui';

import { DeleteRecordDialog } from '~/components/form';
import { ButtonLink, EditDeleteButtons, RowLink } from '~/components/list';
import { crumbTrail } from '~/components/navigation';
import { aliasPrefixLabel } from '~/lib/access/privileges';
import { useStaffAccess } from '~/lib/access/use-staff-access';

import { useDeletePredefinedRole } from '../admin-roles.mutations';
import { adminRolesQueries } from '../admin-roles.queries';

const route = getRouteApi('/admin/_staff/userroles/predefined/$roleId/details');

type RoleUse = Schemas['PredefinedRoleUse'];

export function PredefinedRoleDetailsPage() {
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
      header: 'Organization',
      cell: (u) => (
        <RowLink to="/admin/organizations/$orgId" params={{ orgId: u.organization_id }}>
          {u.organization_name}
        </RowLink>
      ),
    },
    { id: 'role', header: 'Their role', cell: (u) => u.role_name },
    { id: 'users', header: 'Users holding it', cell: (u) => formatNumber(u.users_count) },
  ];

  return (
    <>
      <PageHeader
        title={role.name}
        description={role.description || undefined}
        {...crumbTrail(
          { label: 'Predefined roles', href: '/admin/userroles/predefined' },
          { label: role.name },
        )}
        actions={
          <EditDeleteButtons
            edit={
              can('predefinedRoles.edit') && (
                <ButtonLink to="/admin/userroles/predefined/$roleId/edit" params={{ roleId }}>
                  Edit
                </ButtonLink>
              )
            }
            onDelete={can('predefinedRoles.delete') ? () => setDeleting(true) : undefined}
          />
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card title={`Privileges (${role.privileges.length})`}>
          {role.privileges.length === 0 ? (
            <EmptyState title="No privileges" description="Holders of this role can only sign in." />
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
          <p className="mt-4 text-xs text-fg-muted">Last changed {formatDate(role.updated_at)}</p>
        </Card>
        <Card title={`Used by ${formatCount(role.organizations_count, 'organization')}`}>
          <DataTable
            caption="Organizations using this role"
            columns={columns}
            getRowId={(u) => String(u.role_id)}
            rows={uses.data?.items ?? []}
            loading={uses.isPending}
            error={uses.isError ? { message: uses.error.message, onRetry: () => void uses.refetch() } : null}
            empty={<EmptyState title="No organization uses it yet" />}
            pagination={
              uses.data && uses.data.total > uses.data.size
                ? {
                    page: uses.data.page,
                    pageSize: uses.data.size,
                    total: uses.data.total,
                    onPageChange: setPage,
                    'aria-label': 'Pages of organizations',
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
        what="this predefined role"
        labels={{ name: 'Name', description: 'Description', privileges: 'Privileges' }}
        title={`Delete ${role.name}?`}
        message={`New organizations will no longer start with ${role.name}. The ${formatCount(role.organizations_count, 'organization')} that have a role made from it keep theirs.`}
        confirmLabel="Delete predefined role"
      />
    </>
  );
}
