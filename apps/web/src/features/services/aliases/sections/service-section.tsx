import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import type { Schemas } from '@console/sdk';
import { buttonClassName, Card, type Column, DataTable } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { aliasesMessages } from '../../aliases.messages';

/** A service section of the alias: its table, and a link to add one more. */
export function ServiceSection<T extends { id: number }>({
  title,
  section,
  add,
  alias,
  columns,
  rows,
  empty,
  rowActions,
}: {
  title: string;
  /** Which section it is (its table is named after it). */
  section: 'desktops' | 'phones' | 'sms';
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
  const t = useMessages(aliasesMessages);
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
        caption={t('sectionOf', { section, alias: alias.name })}
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        empty={empty}
        rowActions={rowActions}
      />
    </Card>
  );
}
