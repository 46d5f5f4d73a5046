import { lazy, Suspense } from 'react';

import { importWhenOnline } from '@console/ui';

// The live stream's code loads once the signed-in page has settled, at the browser's first idle moment 2 s after
// the layout mounts, as the palette's does (decision 0029): /login and the first load of /dashboard carry none of
// it (budget, decision 0010; docs/decisions/0048-live-data-in-the-app.md).
const Live = lazy(() =>
  new Promise((settled) => setTimeout(() => (window.requestIdleCallback ?? settled)(settled), 2000)).then(
    () => importWhenOnline(() => import('~/lib/live/live-updates')),
  ),
);

/** The tab's live stream for the audience it is signed in as, and the header's note while it is paused. */
export const LiveUpdates = ({ audience }: { audience: 'user' | 'staff' }) => (
  <Suspense>
    <Live audience={audience} />
  </Suspense>
);
