import { createFileRoute } from '@tanstack/react-router';

import { ErrorPage } from '~/components/feedback';

export const Route = createFileRoute('/_public/error')({ component: () => <ErrorPage /> });
