import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import { Alert, Card, PageHeader } from '@console/ui';

import { crumbTrail } from '~/components/navigation';
import { storedRecord } from '~/lib/forms/edit-form';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';

import { useUpdateRole } from '../roles.mutations';
import { rolesQueries } from '../roles.queries';
import { RoleForm, roleValues } from './role-form';

const route = getRouteApi('/_authenticated/roles/$roleId/edit');

export function EditRolePage() {
  const { roleId } = route.useParams();
  const { data: role } = useSuspenseQuery(rolesQueries.detail(roleId));
  const update = useUpdateRole(roleId);
  const navigateAfterSave = useNavigateAfterSave();
  return (
    <>
      <PageHeader
        title={`Edit ${role.name}`}
        {...crumbTrail(
          { label: 'Roles', href: '/roles' },
          { label: role.name, href: `/roles/${role.id}` },
          { label: 'Edit' },
        )}
      />
      <Card className="max-w-4xl">
        {role.is_predefined ? (
          <Alert tone="info">
            {role.name} is a predefined role: its privileges are set by the provider and cannot be changed.
            Add a role of your own to grant a different set.
          </Alert>
        ) : (
          <RoleForm
            key={role.id}
            initialValues={roleValues(role)}
            record={storedRecord(`/roles/${roleId}`, role, roleValues)}
            submitLabel="Save changes"
            onSubmit={async (values, { ifMatch }) => {
              await update.mutateAsync({ values, ifMatch });
              await navigateAfterSave({ to: '/roles/$roleId', params: { roleId } });
            }}
            cancelTo={{ to: '/roles/$roleId', params: { roleId } }}
          />
        )}
      </Card>
    </>
  );
}
