import { createFileRoute } from '@tanstack/react-router';

import { AddRolePage } from '~/features/roles';
import { requireAccess } from '~/lib/access/guards';

export const Route = createFileRoute('/_authenticated/roles/add')({
  beforeLoad: requireAccess('roles.add'),
  component: AddRolePage,
});
