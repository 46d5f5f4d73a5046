import { createFileRoute } from '@tanstack/react-router';

import { ErrorPage } from '~/components/feedback';

export const Route = createFileRoute('/_public/error')({
  // Inside the public layout, which has the page's one main landmark.
  component: () => <ErrorPage inShell />,
});
