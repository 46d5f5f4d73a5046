// The writes of the staff members domain.
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@console/ui';

import { staffApi } from '~/lib/api/api';
import { ifMatchHeader, type VersionedValues } from '~/lib/api/record-versions';
import { invalidateDomains } from '~/lib/query/query-paths';

import { adminStaffQueries } from './admin-staff.queries';
import type { StaffMemberValues } from './admin-staff.schemas';

export function useUpdateStaffMember(staffId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, ifMatch }: VersionedValues<StaffMemberValues>) =>
      (
        await staffApi.PUT('/admin/staff/{id}', {
          params: { path: { id: staffId }, header: ifMatchHeader(ifMatch) },
          body: values,
        })
      ).data,
    onSuccess: async (member) => {
      queryClient.setQueryData(adminStaffQueries.detail(staffId).queryKey, member);
      toast.success(`Changes to ${member.first_name} ${member.last_name} are saved.`);
      // Their own name or role may have changed: the staff shell shows both.
      await invalidateDomains(queryClient, 'adminStaff', 'staffSession');
    },
  });
}
