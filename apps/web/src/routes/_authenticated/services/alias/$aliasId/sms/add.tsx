import { createFileRoute } from '@tanstack/react-router';
import { SmsAddPage } from '~/features/services';
import { requireAccess } from '~/lib/guards';

export const Route = createFileRoute('/_authenticated/services/alias/$aliasId/sms/add')({
  beforeLoad: requireAccess('aliases'),
  component: function AddSmsNumber() {
    const { aliasId } = Route.useParams();
    return <SmsAddPage aliasId={aliasId} />;
  },
});
