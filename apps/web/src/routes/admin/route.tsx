import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';

import { staffAreaEnabled } from '~/lib/access/app-mode';

// The staff area exists in every build's route tree, but only staff and both modes can reach it; in
// dashboard mode its routes show not found (docs/product-rules.md#app-modes, decision 0017).
export const Route = createFileRoute('/admin')({
  beforeLoad: () => {
    if (!staffAreaEnabled) throw notFound();
  },
  component: Outlet,
});
