// What the signed-in staff member may do, for showing or hiding actions; the same table the guards read.
import { useSuspenseQuery } from '@tanstack/react-query';

import { staffSessionQueries } from '~/lib/session/staff-session';

import { canStaffAccess, type StaffAccessKey } from './staff-access';

export function useStaffAccess() {
  const { data: me } = useSuspenseQuery(staffSessionQueries.me());
  return { me, can: (key: StaffAccessKey) => canStaffAccess(me.role_name, key) };
}
