import { type ComponentType, lazy, Suspense } from 'react';

// The live stream's code loads once the signed-in page has settled, at the browser's next idle moment 2 s after
// the layout mounts, as the palette's does (decision 0029): /login and the first load of /dashboard carry none of
// it (budget, decision 0010; docs/decisions/0048-live-data-in-the-app.md). A failed load leaves the page as it
// was, without live updates.
const settled = () =>
  new Promise((done) =>
    setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(done) : done(0)), 2000),
  );
const Live = lazy<ComponentType<{ audience: 'user' | 'staff' }>>(() =>
  settled()
    .then(() => import('~/lib/live/live-updates'))
    .catch(() => ({ default: () => null })),
);

/** The tab's live stream for the audience it is signed in as, and the header's note while it is paused. */
export function LiveUpdates({ audience }: { audience: 'user' | 'staff' }) {
  return (
    <Suspense fallback={null}>
      <Live audience={audience} />
    </Suspense>
  );
}
