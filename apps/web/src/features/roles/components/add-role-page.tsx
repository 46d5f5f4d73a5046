import { Card, PageHeader } from '@console/ui';

import { crumbTrail } from '~/components/navigation';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';

import { useCreateRole } from '../roles.mutations';
import { RoleForm } from './role-form';

export function AddRolePage() {
  const create = useCreateRole();
  const navigateAfterSave = useNavigateAfterSave();
  return (
    <>
      <PageHeader
        title="Add role"
        {...crumbTrail({ label: 'Roles', href: '/roles' }, { label: 'Add role' })}
      />
      <Card className="max-w-4xl">
        <RoleForm
          initialValues={{ name: '', description: '', privileges: [] }}
          submitLabel="Add role"
          onSubmit={async (values) => {
            const role = await create.mutateAsync(values);
            await navigateAfterSave({ to: '/roles/$roleId', params: { roleId: role.id } });
          }}
          cancelTo={{ to: '/roles' }}
        />
      </Card>
    </>
  );
}
