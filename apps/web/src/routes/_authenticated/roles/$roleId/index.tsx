import { createFileRoute } from '@tanstack/react-router';

import { RoleDetailsPage, rolesQueries } from '~/features/roles';
import { requireAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';
import { idParam } from '~/lib/routing/route-params';

export const Route = createFileRoute('/_authenticated/roles/$roleId/')({
  params: idParam('roleId'),
  beforeLoad: requireAccess('roles.edit'),
  loader: (ctx) => loadQueries(ctx, rolesQueries.detail(ctx.params.roleId), rolesQueries.catalogue()),
  component: RoleDetailsPage,
});
