// Each person's saved views of a list (docs/decisions/0033-saved-views-and-columns.md): the query of one
// list's views, shared by the list hook (its menu and its default view) and the views' dialogs.
import type { Schemas } from '@console/sdk';
import { queryOptions } from '@tanstack/react-query';
import { api, staffApi } from './api';
import { queryRoots } from './query-roots';

export type ListView = Schemas['ListView'];
/** Whose views: a console user's or a staff member's, through their half's operations. */
export type ViewAudience = 'user' | 'staff';

/** A person's views are kept under their session's key, so signing out drops them with it. */
export const listViewsRoot = (audience: ViewAudience) =>
  audience === 'user' ? queryRoots.session : queryRoots.staffSession;

export const listViewsQuery = (audience: ViewAudience, list: string) =>
  queryOptions({
    queryKey: [...listViewsRoot(audience), 'listViews', list],
    queryFn: async ({ signal }) => {
      const init = { params: { query: { list } }, signal };
      return audience === 'user'
        ? (await api.GET('/user/me/list-views', init)).data
        : (await staffApi.GET('/admin/staff/me/list-views', init)).data;
    },
    // A person's views change only through this tab's own dialogs, which refresh them.
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true },
  });
