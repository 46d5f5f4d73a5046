// TanStack Query's client, loaded on first use: the layouts and the few public screens that read through Query
// wait for it in `beforeLoad` (`context.loadQueryClient()`), the sign-in page never does (budget, decision 0010).
// The provider sits above every page from the start and receives the client when it arrives, so nothing below
// it remounts.
import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { type JSX, type ReactNode, useEffect, useSyncExternalStore } from 'react';

export interface LazyQueryClient {
  /** The client; the first call loads Query's core and creates it. */
  load: () => Promise<QueryClient>;
  /** Provides the client, once loaded, to everything below. */
  Provider: (props: { children: ReactNode }) => JSX.Element;
}

export function lazyQueryClient(create: () => Promise<QueryClient>): LazyQueryClient {
  let client: QueryClient | undefined;
  let loading: Promise<QueryClient> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const current = () => client;

  const load = () =>
    (loading ??= create().then(
      (created) => {
        // Set before the promise resolves: a route that awaited it renders with the provider already holding it.
        client = created;
        for (const listener of listeners) listener();
        return created;
      },
      (error: unknown) => {
        // A failed chunk load (offline, a new deploy) is tried again by the next navigation.
        loading = undefined;
        throw error;
      },
    ));

  function Provider({ children }: { children: ReactNode }) {
    const value = useSyncExternalStore(subscribe, current, current);
    // What QueryClientProvider does on mount: refetch on window focus and reconnect start listening.
    useEffect(() => {
      if (!value) return;
      value.mount();
      return () => value.unmount();
    }, [value]);
    return <QueryClientContext.Provider value={value}>{children}</QueryClientContext.Provider>;
  }

  return { load, Provider };
}

/** `beforeLoad` of a public screen that reads through Query: the client is there before the screen renders. */
export async function withQueryClient({
  context,
}: {
  context: { loadQueryClient: () => Promise<QueryClient> };
}) {
  return { queryClient: await context.loadQueryClient() };
}
