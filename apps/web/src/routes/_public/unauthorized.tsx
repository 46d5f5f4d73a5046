import { createFileRoute } from '@tanstack/react-router';

import { UnauthorizedPage } from '~/features/shell';

export const Route = createFileRoute('/_public/unauthorized')({ component: UnauthorizedPage });
