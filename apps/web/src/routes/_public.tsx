import { createFileRoute, notFound } from '@tanstack/react-router';

import { PublicLayout } from '~/app/layout/public-layout';
import { consolePathExists } from '~/lib/access/app-mode';

export const Route = createFileRoute('/_public')({
  // In staff mode the console's sign-in pages do not exist (decision 0017).
  beforeLoad: ({ location }) => {
    if (!consolePathExists(location.pathname)) throw notFound();
  },
  component: PublicLayout,
});
