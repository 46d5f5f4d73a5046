import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { Button, Card, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { crumbTrail, TextLink } from '~/components/navigation';
import { useAccess } from '~/lib/access/use-access';
import { storedRecord } from '~/lib/forms/edit-form';
import { sessionQueries } from '~/lib/session/session';
import { useCredentialsLocked } from '~/lib/session/staff-sso';

import { usersMessages } from '../users.messages';
import { useUpdateUser } from '../users.mutations';
import { usersQueries } from '../users.queries';
import type { UserValues } from '../users.schemas';
import { AccountOwnerBadge } from './account-owner-badge';
import { DeleteUserDialog } from './delete-user-dialog';
import { SetPasswordCard } from './set-password-card';
import { EditUserForm } from './user-form';

type User = Schemas['User'];

const route = getRouteApi('/_authenticated/users/$userId/');

/** What the form edits of a user. */
const userValues = (u: User): UserValues => ({
  first_name: u.first_name,
  last_name: u.last_name,
  email: u.email,
  status: u.status,
  role_ids: u.role_ids,
});

export function EditUserPage() {
  const t = useMessages(usersMessages);
  const { userId } = route.useParams();
  const { data: u } = useSuspenseQuery(usersQueries.detail(userId));
  const { data: me } = useSuspenseQuery(sessionQueries.me());
  const isMe = me.id === u.id;
  const update = useUpdateUser(u.id, { isMe });
  const { can } = useAccess();
  const credentialsLocked = useCredentialsLocked();
  const navigate = useNavigate();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const crumbs = crumbTrail({ label: t('title'), href: '/users' }, { label: u.full_name });

  const deleteBlocked = u.is_primary_user ? t('ownerNotDeleted') : isMe ? t('selfNotDeleted') : null;
  return (
    <>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {u.full_name} {u.is_primary_user && <AccountOwnerBadge />}
          </span>
        }
        description={u.email}
        {...crumbs}
      />
      <div className="grid max-w-5xl items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card title={t('details')}>
          <EditUserForm
            key={u.id}
            initialValues={userValues(u)}
            record={storedRecord(`/user/${u.id}`, u, userValues)}
            isAccountOwner={u.is_primary_user}
            emailLockedReason={credentialsLocked ? t('credentialsLocked') : undefined}
            onSubmit={(values, { ifMatch }) => update.mutateAsync({ values, ifMatch })}
          />
        </Card>
        <div className="space-y-6">
          {can('users.change_password') && <SetPasswordCard userId={u.id} fullName={u.full_name} />}
          <Card title={t('twoFactor')}>
            <p className="mb-3 text-sm text-fg-muted">{t('twoFactorText', { name: u.first_name })}</p>
            <TextLink to="/users/$userId/two_factor_auth" params={{ userId: u.id }} className="text-sm">
              {t('twoFactorSettings')}
            </TextLink>
          </Card>
          {can('users.delete') && (
            <Card title={t('deleteUser')}>
              <p className="mb-3 text-sm text-fg-muted">
                {deleteBlocked ?? t('deleteCardText', { name: u.full_name })}
              </p>
              <Button
                variant="danger"
                disabled={deleteBlocked !== null}
                onClick={() => setConfirmDelete(true)}
              >
                {t('deleteUser')}
              </Button>
            </Card>
          )}
        </div>
      </div>
      <DeleteUserDialog
        user={confirmDelete ? u : null}
        onClose={() => setConfirmDelete(false)}
        onDeleted={() => navigate({ to: '/users' })}
      />
    </>
  );
}
