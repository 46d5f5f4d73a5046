// Every write of the organisation domain.
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { api } from '~/lib/api/api';
import { ifMatchHeader, type VersionedValues } from '~/lib/api/record-versions';

import { organizationBody } from './components/organization-fields';
import { organizationMessages } from './organization.messages';
import { organizationQueries } from './organization.queries';
import type { OrganizationValues } from './organization.schemas';

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, ifMatch }: VersionedValues<OrganizationValues>) =>
      (
        await api.PUT('/organization', {
          params: { header: ifMatchHeader(ifMatch) },
          body: organizationBody(values),
        })
      ).data,
    onSuccess: (organization) => {
      queryClient.setQueryData(organizationQueries.detail().queryKey, organization);
      toast.success(translate(organizationMessages, 'saved'));
    },
  });
}
