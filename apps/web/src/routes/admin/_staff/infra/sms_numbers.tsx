import { createFileRoute } from '@tanstack/react-router';
import { SmsPoolPage, adminSmsPoolQueries, smsPoolSearchSchema } from '~/features/admin-sms-pool';
import { prefetchQueries } from '~/lib/route-loading';
import { requireStaffAccess } from '~/lib/guards';
import { rowsSearchOf } from '~/lib/list-search';

export const Route = createFileRoute('/admin/_staff/infra/sms_numbers')({
  validateSearch: smsPoolSearchSchema,
  loaderDeps: ({ search }) => rowsSearchOf(search),
  beforeLoad: requireStaffAccess('smsNumbers'),
  loader: (ctx) => prefetchQueries(ctx, adminSmsPoolQueries.numbers(ctx.deps)),
  component: SmsPoolPage,
});
