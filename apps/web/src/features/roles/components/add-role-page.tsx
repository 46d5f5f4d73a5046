import { Card, buttonClassName, PageHeader, toast } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { crumbTrail } from '~/features/shell';
import { api } from '~/lib/api';
import { rolesQueries } from '../roles.queries';
import { RoleForm } from './role-form';

export function AddRolePage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
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
            const { data } = await api.POST('/roles', { body: values });
            await queryClient.invalidateQueries({ queryKey: rolesQueries.all() });
            toast.success(`The role ${data.name} is added.`);
            await navigate({ to: '/roles/$roleId', params: { roleId: data.id } });
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
