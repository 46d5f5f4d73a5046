// Each person's saved views of a list (docs/decisions/0033-saved-views-and-columns.md): the query of one
// list's views, shared by the list hook (its menu and its default view) and the views' dialogs.
import { queryOptions } from '@tanstack/react-query';

import { queryOptions as sdkQuery, type Schemas } from '@console/sdk';

import { api, staffApi } from '~/lib/api/api';

export type ListView = Schemas['ListView'];
/** Whose views: a console user's or a staff member's, through their half's operations. */
export type ViewAudience = 'user' | 'staff';

// A person's views are read under their own path (`/user/me/…`, `/admin/staff/me/…`), so signing out drops them
// with the rest of the session's queries.
const viewsOf = (
  audience: ViewAudience,
  list: string,
): { queryKey: readonly unknown[]; queryFn: (context: { signal: AbortSignal }) => Promise<ListView[]> } =>
  audience === 'user'
    ? sdkQuery(api, '/user/me/list-views', { params: { query: { list } } })
    : sdkQuery(staffApi, '/admin/staff/me/list-views', { params: { query: { list } } });

export const listViewsQuery = (audience: ViewAudience, list: string) =>
  queryOptions({
    ...viewsOf(audience, list),
    // A person's views change only through this tab's own dialogs, which refresh them.
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true },
  });
