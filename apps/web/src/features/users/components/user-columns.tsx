import type { ReactNode } from 'react';

import { type Column, formatDate, formatRelative } from '@console/ui';
import { translate, useMessages } from '@console/ui/i18n';

import { usersMessages } from '../users.messages';
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

/** "Never" in the last-seen column. */
function Never() {
  const t = useMessages(usersMessages);
  return <span className="text-fg-muted">{t('never')}</span>;
}

/** When a user was last seen, relative (the instant on hover), or "Never"; made while rendering a list. */
export function lastSeenColumn<T extends { last_seen?: string | null }>(): Column<T> {
  return {
    id: 'last_seen',
    header: translate(usersMessages, 'lastSeen'),
    sortable: true,
    exportValue: (u) => u.last_seen ?? null,
    cell: (u) =>
      u.last_seen ? (
        <time dateTime={u.last_seen} title={formatDate(u.last_seen, { time: 'minutes' })}>
          {formatRelative(u.last_seen)}
        </time>
      ) : (
        <Never />
      ),
  };
}

const text = (key: keyof typeof usersMessages.source) => translate(usersMessages, key);

/**
 * The active/inactive filter of a users list (the console's and the staff area's). Its words are read in the
 * tab's language when the list renders them.
 */
export const userStatusFilter = {
  key: 'status',
  get label() {
    return text('status');
  },
  get anyLabel() {
    return text('everyStatus');
  },
  className: 'w-40',
  options: [
    {
      value: true,
      get label() {
        return text('active');
      },
    },
    {
      value: false,
      get label() {
        return text('inactive');
      },
    },
  ],
} as const;
