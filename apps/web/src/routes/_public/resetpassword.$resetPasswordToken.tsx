import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '~/features/session';

export const Route = createFileRoute('/_public/resetpassword/$resetPasswordToken')({
  component: ResetPasswordPage,
});
