import { createFileRoute, notFound } from '@tanstack/react-router';
import { SmsMessagesPage, servicesQueries } from '~/features/services';
import { requireAccess } from '~/lib/guards';

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
  // No privilege (the key's list is empty; docs/product-rules.md#console-routes); still read from the access table.
  beforeLoad: requireAccess('aliases.sms'),
  loader: ({ context: { queryClient }, params }) =>
    void queryClient.prefetchInfiniteQuery(servicesQueries.smsMessages(params.aliasId, params.smsNumber)),
  component: function SmsMessages() {
    const { aliasId, smsNumber } = Route.useParams();
    return <SmsMessagesPage aliasId={aliasId} smsNumber={smsNumber} />;
  },
});
