import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';

import { Badge, Button, Card, ConfirmDialog, formatDate, formatRelative, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { StatusBadge } from '~/components/list';
import { crumbTrail, TextLink } from '~/components/navigation';
import { Fact } from '~/features/admin-organizations';
import { AccountOwnerBadge } from '~/features/users';
import { consoleEnabled } from '~/lib/access/app-mode';
import { useStaffAccess } from '~/lib/access/use-staff-access';

import { adminUsersMessages } from '../admin-users.messages';
import { useSignInAsUser } from '../admin-users.mutations';
import { adminUsersQueries } from '../admin-users.queries';

const route = getRouteApi('/admin/_staff/users/$userId');

export function AdminUserPage() {
  const t = useMessages(adminUsersMessages);
  const { userId } = route.useParams();
  const { data: u } = useSuspenseQuery(adminUsersQueries.detail(userId));
  return (
    <>
      <PageHeader
        title={u.full_name}
        {...crumbTrail(
          { label: t('title'), href: '/admin/users' },
          { label: u.organization_name, href: `/admin/users/orgs/${u.organization_id}` },
        )}
        actions={<SignInAsButton userId={u.id} name={u.full_name} active={u.status} />}
      />
      <Card className="max-w-3xl">
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <Fact label={t('email')}>{u.email}</Fact>
          <Fact label={t('organization')}>
            <TextLink to="/admin/organizations/$orgId" params={{ orgId: u.organization_id }}>
              {u.organization_name}
            </TextLink>
          </Fact>
          <Fact label={t('status')}>
            <span className="flex flex-wrap gap-2">
              <StatusBadge active={u.status} />
              {u.is_primary_user && <AccountOwnerBadge />}
            </span>
          </Fact>
          <Fact label={t('roles')}>{u.roles_names.length > 0 ? u.roles_names.join(', ') : t('noRoles')}</Fact>
          <Fact label={t('twoFactor')}>
            {u.two_factor_enabled ? (
              <Badge tone="success">{t('on')}</Badge>
            ) : (
              <Badge tone="neutral">{t('off')}</Badge>
            )}
          </Fact>
          <Fact label={t('lastSeen')}>
            {u.last_seen ? (
              <time dateTime={u.last_seen} title={formatDate(u.last_seen, { time: 'minutes' })}>
                {formatRelative(u.last_seen)}
              </time>
            ) : (
              t('never')
            )}
          </Fact>
          <Fact label={t('created')}>{formatDate(u.created_at)}</Fact>
        </dl>
      </Card>
    </>
  );
}

/**
 * "Sign in as this user": an Administrator opens the user's console in a new tab, signed in as them
 * (attributed to the staff member, bounded in time by the server). The tab is opened on the click itself.
 */
function SignInAsButton({ userId, name, active }: { userId: number; name: string; active: boolean }) {
  const t = useMessages(adminUsersMessages);
  const { can } = useStaffAccess();
  const [asking, setAsking] = useState(false);
  const start = useSignInAsUser(userId);
  if (!can('users.signInAs')) return null;
  const reason = !active ? t('signInAsInactive') : !consoleEnabled ? t('signInAsNoConsole') : null;
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        onClick={() => setAsking(true)}
        disabled={reason !== null}
        loading={start.isPending}
        aria-describedby={reason ? 'sign-in-as-reason' : undefined}
      >
        {t('signInAs')}
      </Button>
      {reason && (
        <p id="sign-in-as-reason" className="text-sm text-fg-muted">
          {reason}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          const tab = window.open('about:blank', '_blank');
          if (tab) tab.opener = null;
          start.mutate(tab);
        }}
        title={t('signInAsConfirmTitle', { name })}
        message={t('signInAsConfirmText', { name })}
        confirmLabel={t('signInAsConfirm')}
      />
    </div>
  );
}
