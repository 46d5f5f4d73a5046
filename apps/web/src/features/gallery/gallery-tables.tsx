import { useMemo, useState } from 'react';

import {
  type Column,
  DataTable,
  formatDate,
  formatFileSize,
  maskEmail,
  Menu,
  MoreIcon,
  sortRows,
  type SortState,
  toast,
} from '@console/ui';

import { StatusBadge } from '~/components/list';
import { AccountOwnerBadge } from '~/features/users';

import { GallerySection, Sample } from './gallery-section.tsx';
import { type SampleUser, sampleUsers } from './sample-users.ts';

const ROW_COUNT = 10_000;
const PAGE_SIZE = 25;

const columns: Column<SampleUser>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (u) => (
      <span className="inline-flex items-center gap-2">
        {u.name}
        {u.owner && <AccountOwnerBadge />}
      </span>
    ),
    sortValue: (u) => u.name,
    className: 'w-[30%]',
  },
  {
    id: 'email',
    header: 'E-mail',
    cell: (u) => maskEmail(u.email),
    sortValue: (u) => u.email,
    className: 'w-[28%]',
  },
  {
    id: 'status',
    header: 'Status',
    cell: (u) => <StatusBadge active={u.active} />,
    sortValue: (u) => u.active,
  },
  { id: 'lastSeen', header: 'Last seen', cell: (u) => formatDate(u.lastSeen), sortValue: (u) => u.lastSeen },
  {
    id: 'storage',
    header: 'Storage',
    cell: (u) => formatFileSize(u.storage),
    sortValue: (u) => u.storage,
    align: 'end',
  },
];

const rowActions = (u: SampleUser) => (
  <Menu
    aria-label={`Actions for ${u.name}`}
    label={<MoreIcon />}
    variant="ghost"
    size="sm"
    items={[
      { label: 'Edit', onSelect: () => toast(`Edit ${u.name}`) },
      'separator',
      { label: 'Delete', danger: true, onSelect: () => toast.error(`Deleted ${u.name}`) },
    ]}
  />
);

/** The states of a table without rows: loading, empty and failed. */
const states = [
  { label: 'Loading', loading: true },
  { label: 'Empty' },
  { label: 'Error', error: { message: 'The server did not answer.', onRetry: () => toast('Retrying…') } },
];

export function GalleryTables() {
  const users = useMemo(() => sampleUsers(ROW_COUNT), []);
  const [pagedSort, setPagedSort] = useState<SortState | null>(null);
  const [page, setPage] = useState(1);
  const [virtualSort, setVirtualSort] = useState<SortState | null>(null);
  const [selected, setSelected] = useState<Set<string>>(() => new Set(['2']));

  const pagedRows = useMemo(() => sortRows(users, columns, pagedSort), [users, pagedSort]);
  const virtualRows = useMemo(() => sortRows(users, columns, virtualSort), [users, virtualSort]);

  return (
    <GallerySection id="data-table" title="Data table">
      <Sample label="Paged, 10,000 rows, selectable, with row actions">
        <div className="w-full" data-testid="paged-table">
          <DataTable
            caption="Users (paged)"
            columns={columns}
            rows={pagedRows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
            getRowId={(u) => u.id}
            sort={pagedSort}
            onSortChange={(s) => {
              setPagedSort(s);
              setPage(1);
            }}
            selection={{ selected, onChange: setSelected, getRowLabel: (u) => u.name }}
            rowActions={rowActions}
            pagination={{
              page,
              pageSize: PAGE_SIZE,
              total: users.length,
              onPageChange: setPage,
              'aria-label': 'Users (paged) pages',
            }}
          />
        </div>
      </Sample>
      <Sample label="Virtual scrolling, 10,000 rows">
        <div className="w-full" data-testid="virtual-table">
          <DataTable
            caption="Users (virtual)"
            columns={columns}
            rows={virtualRows}
            getRowId={(u) => u.id}
            sort={virtualSort}
            onSortChange={setVirtualSort}
            virtual={{ height: 360 }}
          />
        </div>
      </Sample>
      <div className="grid gap-6 lg:grid-cols-3">
        {states.map(({ label, ...state }) => (
          <Sample key={label} label={label}>
            <div className="w-full">
              <DataTable
                caption={`Users (${label.toLowerCase()})`}
                columns={columns.slice(0, 3)}
                rows={[]}
                getRowId={(u) => u.id}
                {...state}
              />
            </div>
          </Sample>
        ))}
      </div>
    </GallerySection>
  );
}
