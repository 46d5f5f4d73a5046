import { Card, buttonClassName, PageHeader, toast } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { api } from '~/lib/api';
import { invalidateAfterUserChange } from '../users.queries';
import { UserForm } from './user-form';
import { crumbTrail } from '~/features/shell';

export function AddUserPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Add user"
        {...crumbTrail({ label: 'Users', href: '/users' }, { label: 'Add user' })}
      />
      <Card className="max-w-2xl">
        <UserForm
          initialValues={{
            first_name: '',
            last_name: '',
            email: '',
            status: true,
            role_ids: [],
            password: '',
          }}
          withPassword
          submitLabel="Add user"
          onSubmit={async ({ password, ...values }) => {
            const { data } = await api.POST('/user', {
              body: password ? { ...values, password } : values,
            });
            await invalidateAfterUserChange(queryClient);
            toast.success(
              password
                ? `${data.full_name} is added.`
                : `${data.full_name} is added and will get an e-mail to choose a password.`,
            );
            await navigate({ to: '/users/$userId', params: { userId: data.id } });
          }}
          footer={
            <Link to="/users" className={buttonClassName({ variant: 'ghost' })}>
              Cancel
            </Link>
          }
        />
      </Card>
    </>
  );
}
