// Every write of the staff organisations domain. Each invalidates what it changes: the organisations, and
// what shows or counts them (users with their organisation's name, the staff dashboard's totals).
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

import type { Schemas } from '@console/sdk';
import { toast } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { useDeleteMutation } from '~/components/form';
import { type BulkAction, statusBulkActions } from '~/components/list';
import { organizationBody } from '~/features/organization';
import { useStaffAccess } from '~/lib/access/use-staff-access';
import { staffApi } from '~/lib/api/api';
import { ifMatchHeader, type VersionedValues } from '~/lib/api/record-versions';
import { invalidateDomains } from '~/lib/query/query-paths';

import { adminOrganizationsMessages } from './admin-organizations.messages';
import { adminOrganizationsQueries } from './admin-organizations.queries';
import type { AdminOrganizationValues, OwnerInvitationValues } from './admin-organizations.schemas';

const afterOrganizationChange = (queryClient: QueryClient) =>
  invalidateDomains(queryClient, 'adminOrganizations', 'adminUsers', 'adminDashboard', 'adminAliases');

const bodyOf = (values: AdminOrganizationValues) => ({ ...organizationBody(values), status: values.status });

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: AdminOrganizationValues) =>
      (await staffApi.POST('/admin/organizations', { body: bodyOf(values) })).data,
    onSuccess: async (org) => {
      queryClient.setQueryData(adminOrganizationsQueries.detail(org.id).queryKey, org);
      toast.success(translate(adminOrganizationsMessages, 'added', { name: org.name }));
      await afterOrganizationChange(queryClient);
    },
  });
}

export function useUpdateOrganization(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, ifMatch }: VersionedValues<AdminOrganizationValues>) =>
      (
        await staffApi.PUT('/admin/organizations/{orgId}', {
          params: { path: { orgId }, header: ifMatchHeader(ifMatch) },
          body: bodyOf(values),
        })
      ).data,
    onSuccess: async (org) => {
      queryClient.setQueryData(adminOrganizationsQueries.detail(orgId).queryKey, org);
      toast.success(translate(adminOrganizationsMessages, 'saved', { name: org.name }));
      await afterOrganizationChange(queryClient);
    },
  });
}

/**
 * Deletes an organisation with its users and roles (one that still has aliases answers 409: suspend it
 * instead); `beforeRefresh` runs first (e.g. to leave the deleted organisation's page).
 */
export function useDeleteOrganization({ beforeRefresh }: { beforeRefresh?: () => Promise<unknown> } = {}) {
  return useDeleteMutation({
    remove: (org: Schemas['Organization'], ifMatch) =>
      staffApi.DELETE('/admin/organizations/{orgId}', {
        params: { path: { orgId: org.id }, header: ifMatchHeader(ifMatch) },
      }),
    recordPath: (org) => `/admin/organizations/${org.id}`,
    detailKey: (org) => adminOrganizationsQueries.detail(org.id).queryKey,
    deleted: (org) => translate(adminOrganizationsMessages, 'deleted', { name: org.name }),
    refresh: afterOrganizationChange,
    beforeRefresh,
  });
}

// The account owner's invitation (docs/decisions/0023-staff-invite-account-owner.md): each changes the
// organisation's owner and user count, so the organisation is refreshed with it; whether one is pending is
// known at once, so the page shows it without waiting for the refresh.

function notePending(queryClient: QueryClient, orgId: number, pending: boolean) {
  queryClient.setQueryData(adminOrganizationsQueries.detail(orgId).queryKey, (org) =>
    org ? { ...org, owner_invitation_pending: pending } : org,
  );
}

export function useInviteOwner(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: OwnerInvitationValues) =>
      (
        await staffApi.POST('/admin/organizations/{orgId}/invitation', {
          params: { path: { orgId } },
          body: values,
        })
      ).data,
    onSuccess: async (invitation) => {
      queryClient.setQueryData(adminOrganizationsQueries.invitation(orgId).queryKey, invitation);
      notePending(queryClient, orgId, true);
      toast.success(translate(adminOrganizationsMessages, 'invitationSent', { email: invitation.email }));
      await afterOrganizationChange(queryClient);
    },
  });
}

export function useResendInvitation(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await staffApi.POST('/admin/organizations/{orgId}/invitation/resend', {
          params: { path: { orgId } },
        })
      ).data,
    onSuccess: (invitation) => {
      queryClient.setQueryData(adminOrganizationsQueries.invitation(orgId).queryKey, invitation);
      toast.success(translate(adminOrganizationsMessages, 'invitationResent', { email: invitation.email }));
    },
  });
}

export function useCancelInvitation(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      staffApi.DELETE('/admin/organizations/{orgId}/invitation', { params: { path: { orgId } } }),
    onSuccess: async () => {
      queryClient.setQueryData(adminOrganizationsQueries.invitation(orgId).queryKey, null);
      notePending(queryClient, orgId, false);
      toast.success(translate(adminOrganizationsMessages, 'invitationCancelled'));
      await afterOrganizationChange(queryClient);
    },
  });
}

type Organization = Schemas['Organization'];

/** An organisation as the list has it, sent back with another status (the update takes every field). */
const withStatus = (org: Organization, status: boolean, signal: AbortSignal) =>
  staffApi.PUT('/admin/organizations/{orgId}', {
    params: { path: { orgId: org.id } },
    body: {
      name: org.name,
      email: org.email,
      phone: org.phone,
      website: org.website,
      address_line1: org.address_line1,
      address_line2: org.address_line2,
      city: org.city,
      region: org.region,
      postal_code: org.postal_code,
      country: org.country,
      timezone: org.timezone,
      status,
    },
    signal,
  });

/**
 * The organisations list's bulk actions, gated like editing one: suspend and activate. Undo puts each
 * organisation's own previous status back.
 */
export function useOrganizationBulkActions(): BulkAction<Organization>[] {
  const queryClient = useQueryClient();
  const { can } = useStaffAccess();
  if (!can('organizations.edit')) return [];
  return statusBulkActions<Organization>({
    set: withStatus,
    statusOf: (org) => org.status,
    refresh: () => afterOrganizationChange(queryClient),
    off: [
      translate(adminOrganizationsMessages, 'suspend'),
      translate(adminOrganizationsMessages, 'suspending'),
      translate(adminOrganizationsMessages, 'suspendedDone'),
    ],
    offConsequence: (orgs) => {
      const users = orgs.reduce((sum, org) => sum + (org.users_count ?? 0), 0);
      return translate(adminOrganizationsMessages, 'suspendConsequence', { users, count: orgs.length });
    },
  });
}
