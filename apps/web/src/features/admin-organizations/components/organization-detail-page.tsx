import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';

import {
  Card,
  ErrorState,
  formatDate,
  formatNumber,
  formatPhone,
  PageHeader,
  SkeletonText,
} from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { ButtonLink, EditDeleteButtons } from '~/components/list';
import { crumbTrail, TextLink } from '~/components/navigation';
import { useStaffAccess } from '~/lib/access/use-staff-access';

import { adminOrganizationsMessages } from '../admin-organizations.messages';
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
  const t = useMessages(adminOrganizationsMessages);
  const { data: o } = useSuspenseQuery(adminOrganizationsQueries.detail(orgId));
  // Secondary figures: each card loads and fails on its own.
  const aliases = useQuery(adminOrganizationsQueries.aliases(orgId));
  const activity = useQuery(adminOrganizationsQueries.activity(orgId));
  const [deleting, setDeleting] = useState(false);
  // Mounted from its first opening on, so that closing it plays out like any dialog's.
  const [deleteWanted, setDeleteWanted] = useState(false);
  const trail = crumbTrail({ label: t('title'), href: '/admin/organizations' });

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
                  {t('edit')}
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
          <Card title={t('details')}>
            <dl className="grid gap-4 text-sm sm:grid-cols-2">
              <Fact label={t('email')}>{o.email}</Fact>
              <Fact label={t('phone')}>{formatPhone(o.phone)}</Fact>
              <Fact label={t('website')}>{o.website ?? t('none')}</Fact>
              <Fact label={t('timeZone')}>{o.timezone}</Fact>
              <Fact label={t('address')}>
                <span className="whitespace-pre-line">{address}</span>
              </Fact>
              <Fact label={t('accountOwner')}>
                <AccountOwner organization={o} />
              </Fact>
            </dl>
          </Card>
          <Card title={t('recentActivity')}>
            {activity.isError ? (
              <ErrorState message={activity.error.message} onRetry={() => void activity.refetch()} />
            ) : activity.data ? (
              <RecentActivity entries={activity.data.items} />
            ) : (
              <SkeletonText lines={4} />
            )}
          </Card>
        </div>
        <Card title={t('account')}>
          <dl className="space-y-3 text-sm">
            <Fact label={t('status')}>
              <OrganizationStatus active={o.status} />
            </Fact>
            <Fact label={t('customerSince')}>{formatDate(o.created_at)}</Fact>
            <Fact label={t('users')}>
              <TextLink to="/admin/users/orgs/$orgId" params={{ orgId }}>
                {t('usersCount', { count: o.users_count })}
              </TextLink>
            </Fact>
            <Fact label={t('aliases')}>{formatNumber(o.aliases_count)}</Fact>
            <Fact label={t('services')}>
              {aliases.data
                ? t('servicesCount', services)
                : aliases.isError
                  ? t('countFailed')
                  : t('counting')}
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
