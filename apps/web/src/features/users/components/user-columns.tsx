import type { ReactNode } from 'react';

import { type Column, formatDate, formatRelative } from '@console/ui';

import { AccountOwnerBadge } from './account-owner-badge';

/** A user's name in a list (a link to their page, or plain), with the Account Owner badge when they are. */
export function UserNameCell({
  user,
  children,
}: {
  user: { is_primary_user: boolean };
  children: ReactNode;
}) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      {children}
      {user.is_primary_user && <AccountOwnerBadge />}
    </span>
  );
}

/** When a user was last seen, relative (the instant on hover), or "Never". */
export function lastSeenColumn<T extends { last_seen?: string | null }>(): Column<T> {
  return {
    id: 'last_seen',
    header: 'Last seen',
    sortable: true,
    exportValue: (u) => u.last_seen ?? null,
    cell: (u) =>
      u.last_seen ? (
        <time dateTime={u.last_seen} title={formatDate(u.last_seen, { time: 'minutes' })}>
          {formatRelative(u.last_seen)}
        </time>
      ) : (
        <span className="text-fg-muted">Never</span>
      ),
  };
}

/** The active/inactive filter of a users list (the console's and the staff area's). */
export const userStatusFilter = {
  key: 'status',
  label: 'Status',
  anyLabel: 'Every status',
  className: 'w-40',
  options: [
    { value: true, label: 'Active' },
    { value: false, label: 'Inactive' },
  ],
} as const;
