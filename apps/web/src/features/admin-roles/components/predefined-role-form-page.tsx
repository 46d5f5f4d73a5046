import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import { Card, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { crumbTrail } from '~/components/navigation';
import { RoleForm, roleValues } from '~/features/roles';
import { storedRecord } from '~/lib/forms/edit-form';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';

import { adminRolesMessages } from '../admin-roles.messages';
import { useCreatePredefinedRole, useUpdatePredefinedRole } from '../admin-roles.mutations';
import { adminRolesQueries } from '../admin-roles.queries';

const editRoute = getRouteApi('/admin/_staff/userroles/predefined/$roleId/edit');
const LIST_HREF = '/admin/userroles/predefined';

export function AddPredefinedRolePage() {
  const t = useMessages(adminRolesMessages);
  const create = useCreatePredefinedRole();
  const navigateAfterSave = useNavigateAfterSave();
  return (
    <>
      <PageHeader
        title={t('add')}
        {...crumbTrail({ label: t('title'), href: LIST_HREF }, { label: t('addCrumb') })}
      />
      <Card className="max-w-4xl">
        <RoleForm
          catalogueQuery={adminRolesQueries.catalogue()}
          initialValues={{ name: '', description: '', privileges: [] }}
          submitLabel={t('add')}
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
  const t = useMessages(adminRolesMessages);
  const { roleId } = editRoute.useParams();
  const { data: role } = useSuspenseQuery(adminRolesQueries.detail(roleId));
  const update = useUpdatePredefinedRole(roleId);
  const navigateAfterSave = useNavigateAfterSave();
  return (
    <>
      <PageHeader
        title={t('editTitle', { name: role.name })}
        {...crumbTrail(
          { label: t('title'), href: LIST_HREF },
          { label: role.name, href: `/admin/userroles/predefined/${roleId}/details` },
          { label: t('edit') },
        )}
      />
      <Card className="max-w-4xl">
        <RoleForm
          key={role.id}
          catalogueQuery={adminRolesQueries.catalogue()}
          initialValues={roleValues(role)}
          record={storedRecord(`/admin/userroles/predefined/${roleId}`, role, roleValues)}
          submitLabel={t('saveChanges')}
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
