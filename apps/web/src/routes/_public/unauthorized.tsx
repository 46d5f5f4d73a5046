import { createFileRoute } from '@tanstack/react-router';

import { UnauthorizedPage } from '~/components/feedback';

export const Route = createFileRoute('/_public/unauthorized')({ component: UnauthorizedPage });
