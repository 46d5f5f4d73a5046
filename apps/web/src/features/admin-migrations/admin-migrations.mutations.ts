// Moving an alias to another organisation: a dry run first (it changes nothing), then the move itself,
// which is all-or-nothing on the server (docs/decisions/0018-staff-operations-api.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Schemas } from '@console/sdk';
import { toast } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { staffApi } from '~/lib/api/api';
import { invalidateDomains } from '~/lib/query/query-paths';
import { useSingleFlightMutation } from '~/lib/query/single-flight-mutation';

import { adminMigrationsMessages } from './admin-migrations.messages';

type Request = Schemas['AliasMigrationRequest'];

export function usePreviewAliasMigration() {
  return useMutation({
    mutationFn: async (body: Request) =>
      (await staffApi.POST('/admin/migrations/change_alias_organization/preview', { body })).data,
  });
}

export function useMigrateAlias() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: async (body: Request) =>
      (await staffApi.POST('/admin/migrations/change_alias_organization', { body })).data,
    onSuccess: async (result) => {
      toast.success(translate(adminMigrationsMessages, 'movedToast', { count: result.moved_services }));
      await invalidateDomains(
        queryClient,
        'adminAliases',
        'adminOrganizations',
        'adminLogs',
        'adminDashboard',
      );
    },
  });
}
