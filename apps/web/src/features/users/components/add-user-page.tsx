import { Card, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { crumbTrail } from '~/components/navigation';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';

import { usersMessages } from '../users.messages';
import { useCreateUser } from '../users.mutations';
import { AddUserForm } from './user-form';

export function AddUserPage() {
  const t = useMessages(usersMessages);
  const create = useCreateUser();
  const navigateAfterSave = useNavigateAfterSave();
  return (
    <>
      <PageHeader
        title={t('addUser')}
        {...crumbTrail({ label: t('title'), href: '/users' }, { label: t('addUser') })}
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
