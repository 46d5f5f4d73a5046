import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';

import { StaffAuthCallbackPage } from '~/features/staff';
import { withQueryClient } from '~/lib/query/query-client';

export const Route = createFileRoute('/admin/googleauthcallback')({
  validateSearch: v.object({ code: v.optional(v.string()), state: v.optional(v.string()) }),
  beforeLoad: withQueryClient,
  component: StaffAuthCallbackPage,
});
