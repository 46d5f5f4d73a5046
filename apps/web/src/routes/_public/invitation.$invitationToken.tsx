import { createFileRoute } from '@tanstack/react-router';

import { AcceptInvitationPage } from '~/features/session';
import { withQueryClient } from '~/lib/query/query-client';

export const Route = createFileRoute('/_public/invitation/$invitationToken')({
  beforeLoad: withQueryClient,
  component: AcceptInvitationPage,
});
