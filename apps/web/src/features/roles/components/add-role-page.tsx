import { Card, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { crumbTrail } from '~/components/navigation';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';

import { rolesMessages } from '../roles.messages';
import { useCreateRole } from '../roles.mutations';
import { RoleForm } from './role-form';

export function AddRolePage() {
  const t = useMessages(rolesMessages);
  const create = useCreateRole();
  const navigateAfterSave = useNavigateAfterSave();
  return (
    <>
      <PageHeader
        title={t('addRole')}
        {...crumbTrail({ label: t('title'), href: '/roles' }, { label: t('addRole') })}
      />
      <Card className="max-w-4xl">
        <RoleForm
          initialValues={{ name: '', description: '', privileges: [] }}
          submitLabel={t('addRole')}
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
