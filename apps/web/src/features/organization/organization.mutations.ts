// Every write of the organisation domain.
import { toast } from '@console/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { organizationQueries } from './organization.queries';
import type { OrganizationValues } from './organization.schemas';

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    // Optional fields are '' in the form and null on the wire.
    mutationFn: async (values: OrganizationValues) =>
      (
        await api.PUT('/organization', {
          body: { ...values, website: values.website || null, address_line2: values.address_line2 || null },
        })
      ).data,
    onSuccess: (organization) => {
      queryClient.setQueryData(organizationQueries.detail().queryKey, organization);
      toast.success('The organisation’s details are saved.');
    },
  });
}
