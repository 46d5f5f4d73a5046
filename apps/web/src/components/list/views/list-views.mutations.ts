// The writes of a person's saved list views, through their half's operations
// (docs/decisions/0033-saved-views-and-columns.md). Each refreshes that list's views, and says its own failure
// once (docs/product-rules.md#columns-and-views).
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { NotFoundError, type Schemas, ValidationError } from '@console/sdk';
import { toast } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { api, staffApi } from '~/lib/api/api';
import { errorText } from '~/lib/forms/error-text';
import { listViewsQuery, type ViewAudience } from '~/lib/lists/list-views';

import { isColumnsEntry } from '../list-views-columns';
import { viewsMessages } from './views.messages';

type Create = Schemas['ListViewCreate'];
type Update = Schemas['ListViewUpdate'];

/** A person's view operations, by their half. */
export const viewCalls = {
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

/** The name a 422 refused: its dialog shows it on the name field (aria-invalid, aria-describedby). */
export const nameRefusal = (error: Error | null) =>
  error instanceof ValidationError ? error.fields.name : undefined;

/**
 * A write's failure, said once: a refused name on its field (the dialog's), anything else in a toast, never
 * both (the app-wide handler would also toast the name's 422, prefixed with the field: `meta.handlesErrors`).
 */
function sayFailure(error: Error) {
  if (nameRefusal(error)) return;
  toast.error(
    error instanceof NotFoundError
      ? translate(viewsMessages, 'viewGone')
      : error instanceof ValidationError
        ? (Object.values(error.fields)[0] ?? errorText(error))
        : errorText(error),
  );
}

const owned = { meta: { handlesErrors: true }, onError: sayFailure } as const;

/** The name of the person's columns entry is not a view's: refused on the field, as the server refuses its own. */
function notReserved<Body extends { name?: string }>(body: Body) {
  if (body.name !== undefined && isColumnsEntry({ name: body.name })) {
    const msg = translate(viewsMessages, 'nameReserved');
    throw new ValidationError([{ loc: ['body', 'name'], msg, type: 'value_error' }]);
  }
  return body;
}

/** Save, change and delete the views of one list; each settles with the list's views fetched again. */
export function useListViewMutations(audience: ViewAudience, list: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: listViewsQuery(audience, list).queryKey });
  const call = viewCalls[audience];
  return {
    create: useMutation({
      ...owned,
      mutationFn: (body: Create) => call.create(notReserved(body)),
      onSettled: refresh,
    }),
    update: useMutation({
      ...owned,
      mutationFn: ({ id, ...body }: Update & { id: number }) => call.update(id, notReserved(body)),
      onSettled: refresh,
    }),
    remove: useMutation({ ...owned, mutationFn: call.remove, onSettled: refresh }),
  };
}
