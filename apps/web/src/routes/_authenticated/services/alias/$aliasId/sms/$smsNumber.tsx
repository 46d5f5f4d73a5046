import { createFileRoute, notFound } from '@tanstack/react-router';

import { servicesQueries, SmsMessagesPage } from '~/features/services';
import { canAccess } from '~/lib/access/access';
import { requireAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';

/** An SMS number in the path is E.164 North American (+1 and ten digits); anything else is not found. */
const SMS_NUMBER = /^\+1\d{10}$/;

export const Route = createFileRoute('/_authenticated/services/alias/$aliasId/sms/$smsNumber')({
  params: {
    parse: ({ smsNumber }: { smsNumber: string }) => {
      if (!SMS_NUMBER.test(smsNumber)) throw notFound();
      return { smsNumber };
    },
    stringify: ({ smsNumber }: { smsNumber: string }) => ({ smsNumber }),
  },
  // No privilege (the entry's list is empty); still read from the access table.
  beforeLoad: requireAccess('aliases.sms'),
  // The alias (for the trail) only for users who may open it.
  loader: ({ params, ...ctx }) =>
    loadQueries(
      ctx,
      servicesQueries.smsMessages(params.aliasId, params.smsNumber),
      ...(canAccess(ctx.context.privileges, 'aliases') ? [servicesQueries.aliasDetail(params.aliasId)] : []),
    ),
  component: SmsMessagesPage,
});
