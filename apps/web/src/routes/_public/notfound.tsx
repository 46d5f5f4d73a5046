import { createFileRoute } from '@tanstack/react-router';

import { NotFoundPage } from '~/features/shell';

export const Route = createFileRoute('/_public/notfound')({ component: NotFoundPage });
