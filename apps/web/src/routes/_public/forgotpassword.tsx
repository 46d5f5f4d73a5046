import { createFileRoute } from '@tanstack/react-router';

import { ForgotPasswordPage } from '~/features/session';

export const Route = createFileRoute('/_public/forgotpassword')({ component: ForgotPasswordPage });
