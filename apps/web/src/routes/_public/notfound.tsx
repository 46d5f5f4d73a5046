import { createFileRoute } from '@tanstack/react-router';

import { NotFoundPage } from '~/components/feedback';

export const Route = createFileRoute('/_public/notfound')({
  // Inside the public layout, which has the page's one main landmark.
  component: () => <NotFoundPage inShell />,
});
