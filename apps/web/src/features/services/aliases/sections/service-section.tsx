import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import type { Schemas } from '@console/sdk';
import { buttonClassName, Card, type Column, DataTable } from '@console/ui';

/** A service section of the alias: its table, and a link to add one more. */
export function ServiceSection<T extends { id: number }>({
  title,
  add,
  alias,
  columns,
  rows,
  empty,
  rowActions,
}: {
  title: string;
  add: {
    to:
      | '/services/alias/$aliasId/desktop/add'
      | '/services/alias/$aliasId/phone/add'
      | '/services/alias/$aliasId/sms/add';
    label: string;
  };
  alias: Schemas['AliasDetail'];
  columns: Column<T>[];
  rows: T[];
  empty: ReactNode;
  rowActions?: (row: T) => ReactNode;
}) {
  return (
    <Card
      title={title}
      actions={
        <Link
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          to={add.to}
          params={{ aliasId: alias.id }}
        >
          {add.label}
        </Link>
      }
    >
      <DataTable
        caption={`${title} of ${alias.name}`}
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        empty={empty}
        rowActions={rowActions}
      />
    </Card>
  );
}
