import { Card, PageHeader } from '@console/ui';

import { crumbTrail } from '~/components/navigation';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';

import { useCreateUser } from '../users.mutations';
import { AddUserForm } from './user-form';

export function AddUserPage() {
  const create = useCreateUser();
  const navigateAfterSave = useNavigateAfterSave();
  return (
    <>
      <PageHeader
        title="Add user"
        {...crumbTrail({ label: 'Users', href: '/users' }, { label: 'Add user' })}
      />
      <Card className="max-w-2xl">
        <AddUserForm
          onSubmit={async (values) => {
            const user = await create.mutateAsync(values);
            await navigateAfterSave({ to: '/users/$userId', params: { userId: user.id } });
          }}
          cancelTo={{ to: '/users' }}
        />
      </Card>
    </>
  );
}
