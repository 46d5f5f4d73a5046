import { createFileRoute } from '@tanstack/react-router';

import { SsoLoginPage } from '~/features/session';
import { withQueryClient } from '~/lib/query/query-client';

export const Route = createFileRoute('/_public/ssologin/$ssoAccessToken')({
  beforeLoad: withQueryClient,
  component: SsoLoginPage,
});
