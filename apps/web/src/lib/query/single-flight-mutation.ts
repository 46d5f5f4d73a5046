import {
  type DefaultError,
  type MutateOptions,
  useMutation,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useRef } from 'react';

/**
 * `useMutation` whose `mutate` sends at most one request until it settles (docs/decisions/0022-single-flight-submits-and-audit-snapshots.md):
 * a second call in the same instant (a double click, before `isPending` re-renders the button) is dropped instead of
 * sending a second request whose answer ("not found", "already moved") would overwrite the first one's result.
 */
export function useSingleFlightMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const inFlight = useRef(false);
  const mutate = (
    variables: TVariables,
    callOptions?: MutateOptions<TData, TError, TVariables, TContext>,
  ) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation
      .mutateAsync(variables, callOptions)
      .catch(() => undefined)
      .finally(() => {
        inFlight.current = false;
      });
  };
  return { ...mutation, mutate } as UseMutationResult<TData, TError, TVariables, TContext>;
}
