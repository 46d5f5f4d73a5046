import { createFileRoute } from '@tanstack/react-router';
import { SsoLoginPage } from '~/features/session';

export const Route = createFileRoute('/_public/ssologin/$ssoAccessToken')({ component: SsoLoginPage });
