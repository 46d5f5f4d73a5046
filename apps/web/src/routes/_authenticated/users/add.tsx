import { createFileRoute } from '@tanstack/react-router';

import { AddUserPage } from '~/features/users';
import { requireAccess } from '~/lib/access/guards';

export const Route = createFileRoute('/_authenticated/users/add')({
  beforeLoad: requireAccess('users.add'),
  component: AddUserPage,
});
