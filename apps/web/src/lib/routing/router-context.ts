// What the router hands every route's `beforeLoad` and loader (router.tsx creates it, routes/__root.tsx declares
// it). Here, below both, so that the root route does not import router.tsx, which imports the route tree.
import type { QueryClient } from '@tanstack/react-query';

export interface RouterContext {
  /**
   * TanStack Query's client, loaded on first use (lib/query/query-client.tsx). The signed-in layouts await it and
   * hand it to their screens as `context.queryClient`.
   */
  loadQueryClient: () => Promise<QueryClient>;
}
