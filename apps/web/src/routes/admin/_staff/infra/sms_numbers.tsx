import { createFileRoute } from '@tanstack/react-router';

import { adminSmsPoolQueries, SmsPoolPage } from '~/features/admin-sms-pool';
import { smsPoolSearchSchema } from '~/features/admin-sms-pool/admin-sms-pool.search';
import { requireStaffAccess } from '~/lib/access/guards';
import { rowsSearchOf } from '~/lib/lists/list-search';
import { prefetchQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/admin/_staff/infra/sms_numbers')({
  validateSearch: smsPoolSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('smsNumbers'),
  loader: (ctx) => prefetchQueries(ctx, adminSmsPoolQueries.numbers(ctx.deps)),
  component: SmsPoolPage,
});
