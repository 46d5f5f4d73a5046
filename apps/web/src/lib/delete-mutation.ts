import { toast } from '@console/ui';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useSingleFlightMutation } from './single-flight-mutation';

/**
 * The mutation of a delete (docs/decisions/0011-domain-screen-pattern.md#decision). Once the server agrees,
 * `beforeRefresh` runs (e.g. to leave the deleted entity's page), the entity's detail query is dropped (it
 * would answer 404 now: it is not refetched), the toast says what went, and `refresh` invalidates what the
 * delete changed.
 */
export function useDeleteMutation<Entity>({
  remove,
  detailKey,
  deleted,
  refresh,
  beforeRefresh,
}: {
  remove: (entity: Entity) => Promise<unknown>;
  detailKey: (entity: Entity) => QueryKey;
  /** The toast's text, e.g. "Acme is deleted." */
  deleted: (entity: Entity) => string;
  refresh: (queryClient: QueryClient) => Promise<unknown>;
  beforeRefresh?: () => Promise<unknown>;
}) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: async (entity: Entity) => {
      await remove(entity);
      return entity;
    },
    onSuccess: async (entity) => {
      await beforeRefresh?.();
      queryClient.removeQueries({ queryKey: detailKey(entity) });
      toast.success(deleted(entity));
      await refresh(queryClient);
    },
  });
}
