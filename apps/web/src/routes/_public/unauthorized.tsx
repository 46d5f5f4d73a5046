import { createFileRoute } from '@tanstack/react-router';

import { UnauthorizedPage } from '~/components/feedback';

export const Route = createFileRoute('/_public/unauthorized')({
  // Inside the public layout, which has the page's one main landmark.
  component: () => <UnauthorizedPage inShell />,
});
