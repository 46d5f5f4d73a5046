import { createFileRoute } from '@tanstack/react-router';

import { AliasMigrationPage } from '~/features/admin-migrations';
import { requireStaffAccess } from '~/lib/access/guards';

export const Route = createFileRoute('/admin/_staff/migrations/change_alias_organization')({
  beforeLoad: requireStaffAccess('migrations'),
  component: AliasMigrationPage,
});
