import { createFileRoute } from '@tanstack/react-router';

import { ResetPasswordPage } from '~/features/session';
import { withQueryClient } from '~/lib/query/query-client';

export const Route = createFileRoute('/_public/resetpassword/$resetPasswordToken')({
  beforeLoad: withQueryClient,
  component: ResetPasswordPage,
});
