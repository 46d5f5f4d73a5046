import { Alert, Card, buttonClassName, PageHeader, toast } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { crumbTrail } from '~/features/shell';
import { api } from '~/lib/api';
import { sessionQueries } from '~/lib/session';
import { rolesQueries } from '../roles.queries';
import { RoleForm } from './role-form';
import { RoleLoader } from './role-loader';

export function EditRolePage({ roleId }: { roleId: number }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <RoleLoader roleId={roleId} title="Edit role" current="Edit">
      {(role) => (
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
                {role.name} is a predefined role: its privileges are set by the provider and cannot be
                changed. Add a role of your own to grant a different set.
              </Alert>
            ) : (
              <RoleForm
                key={role.id}
                initialValues={{
                  name: role.name,
                  description: role.description,
                  privileges: role.privileges,
                }}
                submitLabel="Save changes"
                onSubmit={async (values) => {
                  const { data } = await api.PUT('/roles/{roleId}', {
                    params: { path: { roleId: role.id } },
                    body: values,
                  });
                  queryClient.setQueryData(rolesQueries.detail(role.id).queryKey, data);
                  // Holders of the role (perhaps the signed-in user) gain or lose privileges with it.
                  await Promise.all([
                    queryClient.invalidateQueries({ queryKey: rolesQueries.all() }),
                    queryClient.invalidateQueries({ queryKey: sessionQueries.privileges().queryKey }),
                  ]);
                  toast.success(`Changes to ${data.name} are saved.`);
                  await navigate({ to: '/roles/$roleId', params: { roleId: role.id } });
                }}
                footer={
                  <Link
                    to="/roles/$roleId"
                    params={{ roleId: role.id }}
                    className={buttonClassName({ variant: 'ghost' })}
                  >
                    Cancel
                  </Link>
                }
              />
            )}
          </Card>
        </>
      )}
    </RoleLoader>
  );
}
