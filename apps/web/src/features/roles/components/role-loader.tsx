import type { Schemas } from '@console/sdk';
import { Card, ErrorState, PageHeader, SkeletonText } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { crumbTrail } from '~/features/shell';
import { rolesQueries } from '../roles.queries';

/** Loads a role for its screens: a skeleton while loading, an error with retry, then the screen. */
export function RoleLoader({
  roleId,
  title,
  current,
  children,
}: {
  roleId: number;
  title: string;
  current: string;
  children: (role: Schemas['Role']) => ReactNode;
}) {
  const role = useQuery(rolesQueries.detail(roleId));
  if (role.data) return children(role.data);
  return (
    <>
      <PageHeader title={title} {...crumbTrail({ label: 'Roles', href: '/roles' }, { label: current })} />
      {role.isError ? (
        <ErrorState message={role.error.message} onRetry={() => void role.refetch()} />
      ) : (
        <Card className="max-w-4xl">
          <SkeletonText lines={6} />
        </Card>
      )}
    </>
  );
}
