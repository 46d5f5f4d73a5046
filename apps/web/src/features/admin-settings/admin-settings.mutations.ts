import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { staffApi } from '~/lib/api/api';
import { ifMatchHeader, type VersionedValues } from '~/lib/api/record-versions';
import { invalidateDomains } from '~/lib/query/query-paths';

import { adminSettingsMessages } from './admin-settings.messages';
import { adminSettingsQueries } from './admin-settings.queries';
import { settingsBody, type SettingsValues } from './admin-settings.schemas';

/** Saves the platform settings; the change is in the audit trail with its before and after. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, ifMatch }: VersionedValues<SettingsValues>) =>
      (
        await staffApi.PUT('/admin/settings', {
          params: { header: ifMatchHeader(ifMatch) },
          body: settingsBody(values),
        })
      ).data,
    onSuccess: async (settings) => {
      queryClient.setQueryData(adminSettingsQueries.settings().queryKey, settings);
      toast.success(translate(adminSettingsMessages, 'saved'));
      await invalidateDomains(queryClient, 'adminLogs');
    },
  });
}
