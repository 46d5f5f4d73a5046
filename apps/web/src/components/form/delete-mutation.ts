import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';

import { toast } from '@console/ui';

import { recordVersion } from '~/lib/api/record-versions';
import { useSingleFlightMutation } from '~/lib/query/single-flight-mutation';

/**
 * The mutation of a delete (docs/decisions/0011-domain-screen-pattern.md#decision). Once the server agrees,
 * `beforeRefresh` runs (e.g. to leave the deleted entity's page), the entity's detail query is dropped (it
 * would answer 404 now: it is not refetched), the toast says what went, and `refresh` invalidates what the
 * delete changed.
 *
 * With `recordPath`, the delete sends the version of the record this tab last read (`If-Match`), so a record
 * someone changed since answers 412 and the dialog asks again with what changed
 * (docs/decisions/0031-record-versions.md; `DeleteRecordDialog` in features/shell shows it, not a toast).
 */
export function useDeleteMutation<Entity>({
  remove,
  recordPath,
  detailKey,
  deleted,
  refresh,
  beforeRefresh,
}: {
  /** `ifMatch` is the record's version when `recordPath` is given and the tab has read it. */
  remove: (entity: Entity, ifMatch: string | undefined) => Promise<unknown>;
  /** The record's API path ('/user/2'), to send the version it was read at. */
  recordPath?: (entity: Entity) => string;
  detailKey: (entity: Entity) => QueryKey;
  /** The toast's text, e.g. "Acme is deleted." */
  deleted: (entity: Entity) => string;
  refresh: (queryClient: QueryClient) => Promise<unknown>;
  beforeRefresh?: () => Promise<unknown>;
}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: async (entity: Entity) => {
      await remove(entity, recordPath && recordVersion(recordPath(entity)));
      return entity;
    },
    // The dialog shows a 412 (what changed, and asks again); other failures get the app's toast.
    meta: recordPath ? { showsConflicts: true } : undefined,
    onSuccess: async (entity) => {
      await beforeRefresh?.();
      queryClient.removeQueries({ queryKey: detailKey(entity) });
      toast.success(deleted(entity));
      await refresh(queryClient);
    },
  });
}
