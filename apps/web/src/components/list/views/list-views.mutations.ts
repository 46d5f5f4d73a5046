// The writes of a person's saved list views, through their half's operations
// (docs/decisions/0033-saved-views-and-columns.md). Each refreshes that list's views.
import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Schemas } from '@console/sdk';

import { api, staffApi } from '~/lib/api/api';
import { listViewsQuery, type ViewAudience } from '~/lib/lists/list-views';

type Create = Schemas['ListViewCreate'];
type Update = Schemas['ListViewUpdate'];

const calls = {
  user: {
    create: async (body: Create) => (await api.POST('/user/me/list-views', { body })).data,
    update: async (viewId: number, body: Update) =>
      (await api.PUT('/user/me/list-views/{viewId}', { params: { path: { viewId } }, body })).data,
    remove: async (viewId: number) => {
      await api.DELETE('/user/me/list-views/{viewId}', { params: { path: { viewId } } });
    },
  },
  staff: {
    create: async (body: Create) => (await staffApi.POST('/admin/staff/me/list-views', { body })).data,
    update: async (viewId: number, body: Update) =>
      (await staffApi.PUT('/admin/staff/me/list-views/{viewId}', { params: { path: { viewId } }, body }))
        .data,
    remove: async (viewId: number) => {
      await staffApi.DELETE('/admin/staff/me/list-views/{viewId}', { params: { path: { viewId } } });
    },
  },
};

/** Save, change and delete the views of one list; each settles with the list's views fetched again. */
export function useListViewMutations(audience: ViewAudience, list: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: listViewsQuery(audience, list).queryKey });
  const call = calls[audience];
  return {
    create: useMutation({ mutationFn: call.create, onSettled: refresh }),
    update: useMutation({
      mutationFn: ({ id, ...body }: Update & { id: number }) => call.update(id, body),
      onSettled: refresh,
    }),
    remove: useMutation({ mutationFn: call.remove, onSettled: refresh }),
  };
}
