import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import { Alert, Card, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { crumbTrail } from '~/components/navigation';
import { storedRecord } from '~/lib/forms/edit-form';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';

import { rolesMessages } from '../roles.messages';
import { useUpdateRole } from '../roles.mutations';
import { rolesQueries } from '../roles.queries';
import { RoleForm, roleValues } from './role-form';

const route = getRouteApi('/_authenticated/roles/$roleId/edit');

export function EditRolePage() {
  const t = useMessages(rolesMessages);
  const { roleId } = route.useParams();
  const { data: role } = useSuspenseQuery(rolesQueries.detail(roleId));
  const update = useUpdateRole(roleId);
  const navigateAfterSave = useNavigateAfterSave();
  return (
    <>
      <PageHeader
        title={t('editTitle', { name: role.name })}
        {...crumbTrail(
          { label: t('title'), href: '/roles' },
          { label: role.name, href: `/roles/${role.id}` },
          { label: t('edit') },
        )}
      />
      <Card className="max-w-4xl">
        {role.is_predefined ? (
          <Alert tone="info">{t('predefinedNote', { name: role.name })}</Alert>
        ) : (
          <RoleForm
            key={role.id}
            initialValues={roleValues(role)}
            record={storedRecord(`/roles/${roleId}`, role, roleValues)}
            submitLabel={t('saveChanges')}
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
