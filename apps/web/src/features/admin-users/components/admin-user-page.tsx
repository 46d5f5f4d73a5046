import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';

import { Badge, Button, Card, ConfirmDialog, formatDate, formatRelative, PageHeader } from '@console/ui';

import { StatusBadge } from '~/components/list';
import { crumbTrail, TextLink } from '~/components/navigation';
import { Fact } from '~/features/admin-organizations';
import { AccountOwnerBadge } from '~/features/users';
import { consoleEnabled } from '~/lib/access/app-mode';
import { useStaffAccess } from '~/lib/access/use-staff-access';

import { useSignInAsUser } from '../admin-users.mutations';
import { adminUsersQueries } from '../admin-users.queries';

const route = getRouteApi('/admin/_staff/users/$userId');

export function AdminUserPage() {
  const { userId } = route.useParams();
  const { data: u } = useSuspenseQuery(adminUsersQueries.detail(userId));
  return (
    <>
      <PageHeader
        title={u.full_name}
        {...crumbTrail(
          { label: 'Users', href: '/admin/users' },
          { label: u.organization_name, href: `/admin/users/orgs/${u.organization_id}` },
        )}
        actions={<SignInAsButton userId={u.id} name={u.full_name} active={u.status} />}
      />
      <Card className="max-w-3xl">
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <Fact label="E-mail">{u.email}</Fact>
          <Fact label="Organization">
            <TextLink to="/admin/organizations/$orgId" params={{ orgId: u.organization_id }}>
              {u.organization_name}
            </TextLink>
          </Fact>
          <Fact label="Status">
            <span className="flex flex-wrap gap-2">
              <StatusBadge active={u.status} />
              {u.is_primary_user && <AccountOwnerBadge />}
            </span>
          </Fact>
          <Fact label="Roles">{u.roles_names.length > 0 ? u.roles_names.join(', ') : 'None'}</Fact>
          <Fact label="Two-factor sign-in">
            {u.two_factor_enabled ? <Badge tone="success">On</Badge> : <Badge tone="neutral">Off</Badge>}
          </Fact>
          <Fact label="Last seen">
            {u.last_seen ? (
              <time dateTime={u.last_seen} title={formatDate(u.last_seen, { time: 'minutes' })}>
                {formatRelative(u.last_seen)}
              </time>
            ) : (
              'Never'
            )}
          </Fact>
          <Fact label="Created">{formatDate(u.created_at)}</Fact>
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
  const { can } = useStaffAccess();
  const [asking, setAsking] = useState(false);
  const start = useSignInAsUser(userId);
  if (!can('users.signInAs')) return null;
  const reason = !active
    ? 'This user is inactive: nobody can sign in as them.'
    : !consoleEnabled
      ? 'This deployment serves no console to sign in to.'
      : null;
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        onClick={() => setAsking(true)}
        disabled={reason !== null}
        loading={start.isPending}
        aria-describedby={reason ? 'sign-in-as-reason' : undefined}
      >
        Sign in as this user
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
        title={`Sign in as ${name}?`}
        message={`Their console opens in a new tab, signed in as ${name}, for at most 30 minutes. Any console session in this browser is replaced by it. Everything you do there is recorded as done by you on behalf of ${name}; their password, e-mail and two-factor settings cannot be changed.`}
        confirmLabel="Open their console"
      />
    </div>
  );
}
