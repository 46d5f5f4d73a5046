// The writes of the staff members domain.
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { staffApi } from '~/lib/api/api';
import { ifMatchHeader, type VersionedValues } from '~/lib/api/record-versions';
import { invalidateDomains } from '~/lib/query/query-paths';

import { adminStaffMessages } from './admin-staff.messages';
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
      toast.success(
        translate(adminStaffMessages, 'saved', { name: `${member.first_name} ${member.last_name}` }),
      );
      // Their own name or role may have changed: the staff shell shows both.
      await invalidateDomains(queryClient, 'adminStaff', 'staffSession');
    },
  });
}
