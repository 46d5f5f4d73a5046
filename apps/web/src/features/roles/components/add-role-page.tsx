import { Card, PageHeader, buttonClassName } from '@console/ui';
import { Link } from '@tanstack/react-router';
import { crumbTrail } from '~/features/shell';
import { useNavigateAfterSave } from '~/lib/navigate-after-save';
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
          footer={
            <Link to="/roles" className={buttonClassName({ variant: 'ghost' })}>
              Cancel
            </Link>
          }
        />
      </Card>
    </>
  );
}
