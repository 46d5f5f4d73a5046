import { createFileRoute } from '@tanstack/react-router';
import { PhoneAddPage } from '~/features/services';
import { requireAccess } from '~/lib/guards';

export const Route = createFileRoute('/_authenticated/services/alias/$aliasId/phone/add')({
  beforeLoad: requireAccess('aliases'),
  component: function AddPhone() {
    const { aliasId } = Route.useParams();
    return <PhoneAddPage aliasId={aliasId} />;
  },
});
