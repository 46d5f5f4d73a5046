import { createFileRoute } from '@tanstack/react-router';

import { NotFoundPage } from '~/components/feedback';

export const Route = createFileRoute('/_public/notfound')({ component: NotFoundPage });
