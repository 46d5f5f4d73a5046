import { createFileRoute } from '@tanstack/react-router';

import { ErrorPage } from '~/features/shell';

export const Route = createFileRoute('/_public/error')({ component: () => <ErrorPage /> });
