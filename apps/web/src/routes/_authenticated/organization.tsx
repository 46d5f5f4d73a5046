import { createFileRoute } from '@tanstack/react-router';
import { OrganizationPage, organizationQueries } from '~/features/organization';
import { requireAccess } from '~/lib/guards';

export const Route = createFileRoute('/_authenticated/organization')({
  beforeLoad: requireAccess('organization'),
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(organizationQueries.detail()),
  component: OrganizationPage,
});
