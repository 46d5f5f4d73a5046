import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';

import {
  Card,
  ErrorState,
  formatCount,
  formatDate,
  formatNumber,
  formatPhone,
  PageHeader,
  SkeletonText,
} from '@console/ui';

import { ButtonLink, EditDeleteButtons } from '~/components/list';
import { crumbTrail, TextLink } from '~/components/navigation';
import { useStaffAccess } from '~/lib/access/use-staff-access';

import { adminOrganizationsQueries } from '../admin-organizations.queries';
import { AccountOwner } from './account-owner';
import { Fact } from './facts';
import { OrganizationStatus } from './organization-status';
import { RecentActivity } from './recent-activity';

// The delete's dialog (its conflict view, the typed name) loads when Delete is first pressed.
const DeleteOrganizationDialog = lazy(() =>
  import('./delete-organization-dialog').then((m) => ({ default: m.DeleteOrganizationDialog })),
);

const route = getRouteApi('/admin/_staff/organizations/$orgId/');

export function OrganizationDetailPage() {
  const { orgId } = route.useParams();
  const { can } = useStaffAccess();
  const { data: o } = useSuspenseQuery(adminOrganizationsQueries.detail(orgId));
  // Secondary figures: each card loads and fails on its own.
  const aliases = useQuery(adminOrganizationsQueries.aliases(orgId));
  const activity = useQuery(adminOrganizationsQueries.activity(orgId));
  const [deleting, setDeleting] = useState(false);
  // Mounted from its first opening on, so that closing it plays out like any dialog's.
  const [deleteWanted, setDeleteWanted] = useState(false);
  const trail = crumbTrail({ label: 'Organizations', href: '/admin/organizations' });

  const services = (aliases.data?.items ?? []).reduce(
    (sum, a) => ({
      desktops: sum.desktops + a.virtual_desktops_count,
      phones: sum.phones + a.virtual_phones_count,
      sms: sum.sms + a.sms_numbers_count,
    }),
    { desktops: 0, phones: 0, sms: 0 },
  );
  const address = [o.address_line1, o.address_line2, `${o.postal_code} ${o.city}`.trim(), o.region, o.country]
    .filter(Boolean)
    .join('\n');

  return (
    <>
      <PageHeader
        title={o.name}
        {...trail}
        actions={
          can('organizations.edit') && (
            <EditDeleteButtons
              edit={
                <ButtonLink to="/admin/organizations/$orgId/edit" params={{ orgId }}>
                  Edit
                </ButtonLink>
              }
              onDelete={() => {
                setDeleteWanted(true);
                setDeleting(true);
              }}
            />
          )
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <Card title="Details">
            <dl className="grid gap-4 text-sm sm:grid-cols-2">
              <Fact label="E-mail">{o.email}</Fact>
              <Fact label="Phone">{formatPhone(o.phone)}</Fact>
              <Fact label="Website">{o.website ?? 'None'}</Fact>
              <Fact label="Time zone">{o.timezone}</Fact>
              <Fact label="Address">
                <span className="whitespace-pre-line">{address}</span>
              </Fact>
              <Fact label="Account Owner">
                <AccountOwner organization={o} />
              </Fact>
            </dl>
          </Card>
          <Card title="Recent activity">
            {activity.isError ? (
              <ErrorState message={activity.error.message} onRetry={() => void activity.refetch()} />
            ) : activity.data ? (
              <RecentActivity entries={activity.data.items} />
            ) : (
              <SkeletonText lines={4} />
            )}
          </Card>
        </div>
        <Card title="Account">
          <dl className="space-y-3 text-sm">
            <Fact label="Status">
              <OrganizationStatus active={o.status} />
            </Fact>
            <Fact label="Customer since">{formatDate(o.created_at)}</Fact>
            <Fact label="Users">
              <TextLink to="/admin/users/orgs/$orgId" params={{ orgId }}>
                {formatCount(o.users_count, 'user')}
              </TextLink>
            </Fact>
            <Fact label="Aliases">{formatNumber(o.aliases_count)}</Fact>
            <Fact label="Services">
              {aliases.data
                ? `${formatCount(services.desktops, 'virtual desktop')}, ${formatCount(services.phones, 'virtual phone')}, ${formatCount(services.sms, 'SMS number')}`
                : aliases.isError
                  ? 'Could not be counted'
                  : 'Counting…'}
            </Fact>
          </dl>
        </Card>
      </div>
      {deleteWanted && (
        <Suspense fallback={null}>
          <DeleteOrganizationDialog
            organization={deleting ? o : null}
            onClose={() => setDeleting(false)}
            leaveToList
          />
        </Suspense>
      )}
    </>
  );
}
