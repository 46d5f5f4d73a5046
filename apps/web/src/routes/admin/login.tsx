import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';

import { StaffLoginPage } from '~/features/staff';
import { withQueryClient } from '~/lib/query/query-client';
import { isStaffSignedIn, staffReturnPath } from '~/lib/session/staff-session';

export const Route = createFileRoute('/admin/login')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  // Already signed in as staff: straight on to where the sign-in would have gone.
  beforeLoad: (ctx) => {
    if (isStaffSignedIn()) throw redirect({ href: staffReturnPath(ctx.search.redirect), replace: true });
    return withQueryClient(ctx);
  },
  component: StaffLoginPage,
});
