import { createFileRoute } from '@tanstack/react-router';

import { OrganizationPage, organizationQueries } from '~/features/organization';
import { requireAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/_authenticated/organization')({
  beforeLoad: requireAccess('organization'),
  loader: (ctx) => loadQueries(ctx, organizationQueries.detail()),
  component: OrganizationPage,
});
