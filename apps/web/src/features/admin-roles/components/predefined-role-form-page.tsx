import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import { Card, PageHeader } from '@console/ui';

import { crumbTrail } from '~/components/navigation';
import { RoleForm, roleValues } from '~/features/roles';
import { storedRecord } from '~/lib/forms/edit-form';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';

import { useCreatePredefinedRole, useUpdatePredefinedRole } from '../admin-roles.mutations';
import { adminRolesQueries } from '../admin-roles.queries';

const editRoute = getRouteApi('/admin/_staff/userroles/predefined/$roleId/edit');
const LIST = { label: 'Predefined roles', href: '/admin/userroles/predefined' };

export function AddPredefinedRolePage() {
  const create = useCreatePredefinedRole();
  const navigateAfterSave = useNavigateAfterSave();
  return (
    <>
      <PageHeader title="Add predefined role" {...crumbTrail(LIST, { label: 'Add' })} />
      <Card className="max-w-4xl">
        <RoleForm
          catalogueQuery={adminRolesQueries.catalogue()}
          initialValues={{ name: '', description: '', privileges: [] }}
          submitLabel="Add predefined role"
          onSubmit={async (values) => {
            const role = await create.mutateAsync(values);
            await navigateAfterSave({
              to: '/admin/userroles/predefined/$roleId/details',
              params: { roleId: role.id },
            });
          }}
          cancelTo={{ to: '/admin/userroles/predefined' }}
        />
      </Card>
    </>
  );
}

export function EditPredefinedRolePage() {
  const { roleId } = editRoute.useParams();
  const { data: role } = useSuspenseQuery(adminRolesQueries.detail(roleId));
  const update = useUpdatePredefinedRole(roleId);
  const navigateAfterSave = useNavigateAfterSave();
  return (
    <>
      <PageHeader
        title={`Edit ${role.name}`}
        {...crumbTrail(
          LIST,
          { label: role.name, href: `/admin/userroles/predefined/${roleId}/details` },
          { label: 'Edit' },
        )}
      />
      <Card className="max-w-4xl">
        <RoleForm
          key={role.id}
          catalogueQuery={adminRolesQueries.catalogue()}
          initialValues={roleValues(role)}
          record={storedRecord(`/admin/userroles/predefined/${roleId}`, role, roleValues)}
          submitLabel="Save changes"
          onSubmit={async (values, { ifMatch }) => {
            await update.mutateAsync({ values, ifMatch });
            await navigateAfterSave({
              to: '/admin/userroles/predefined/$roleId/details',
              params: { roleId },
            });
          }}
          cancelTo={{ to: '/admin/userroles/predefined/$roleId/details', params: { roleId } }}
        />
      </Card>
    </>
  );
}
