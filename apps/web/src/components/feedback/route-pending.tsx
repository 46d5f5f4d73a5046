// The router's default pending screen, apart from its error screen (route-states.tsx): it is part of the
// first load, the error screen and the kit's Button it needs load on first use (budget, decision 0010).
import { Card, Skeleton, SkeletonText } from '@console/ui';

/** Shown in the layout, after the router's pending delay, while a screen's loader runs. */
export function RoutePending() {
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-testid="route-pending">
      <span className="sr-only">Loading…</span>
      <Skeleton className="mb-2 h-4 w-40" />
      <Skeleton className="mb-6 h-8 w-64" />
      <Card className="max-w-4xl">
        <SkeletonText lines={6} />
      </Card>
    </div>
  );
}
