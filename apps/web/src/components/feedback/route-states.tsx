// The router's default pending and error components: every screen loads and fails the same way
// (docs/decisions/0011-domain-screen-pattern.md).
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, Navigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

import {
  ApiError,
  ForbiddenError,
  NetworkError,
  NotFoundError,
  SessionExpiredError,
  TimeoutError,
} from '@console/sdk';
import { Button, Card } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { notFoundPath, unauthorizedPath } from '~/lib/routing/status-paths';

import { feedbackMessages } from './feedback.messages';

type FeedbackKey = keyof typeof feedbackMessages.source;

/** What the person can do about a failed load, by kind of failure. */
function adviceFor(error: unknown): { title: FeedbackKey; advice: FeedbackKey } {
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    return { title: 'loadFailedTitle', advice: 'loadFailedOffline' };
  }
  if (error instanceof NetworkError || error instanceof TimeoutError) {
    return { title: 'loadFailedTitle', advice: 'loadFailedNetwork' };
  }
  if (error instanceof ApiError) {
    return { title: 'loadFailedTitle', advice: 'loadFailedServer' };
  }
  // Anything else is a defect of the app itself: the router's default error screen.
  return { title: 'appErrorTitle', advice: 'appErrorText' };
}

/** A dynamic import that failed: the screen's code did not arrive (offline, or a deploy removed it). */
const isChunkLoadError = (error: unknown) =>
  error instanceof TypeError &&
  /dynamically imported module|Importing a module script failed/.test(error.message);
/** One automatic retry per this long, so a chunk that is really gone cannot loop. */
const AUTO_RETRY_GUARD_MS = 10_000;
let lastAutoRetry = 0;

/**
 * A screen whose loader or render failed. A 403 or 404 goes where the product rules say (no panel first);
 * a lost session is handled by the session guardian; anything else says what happened and offers Retry, which
 * resets the failed queries and runs the route's loaders again.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const t = useMessages(feedbackMessages);
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const [retrying, setRetrying] = useState(false);
  // Read once, not subscribed: with useLocation the panel never reached its redirect when a link was opened
  // after its hover preload got a 404 (it stayed on "Loading…"; e2e/loading-and-failure.spec.ts).
  const { pathname } = router.state.location;

  const retry = async () => {
    setRetrying(true);
    try {
      queryReset.reset();
      reset();
      await router.invalidate();
    } finally {
      setRetrying(false);
    }
  };

  // The queries that failed may be fetched again once this panel is shown.
  useEffect(() => queryReset.reset(), [queryReset]);
  // A screen that failed for want of a connection loads by itself once it is back (docs/product-rules.md#offline).
  useEffect(() => {
    const again = () => void retry();
    if (!navigator.onLine) {
      window.addEventListener('online', again, { once: true });
      return () => window.removeEventListener('online', again);
    }
    // Its code failed to load offline, and this panel's own code waited for the connection: try once more now.
    if (isChunkLoadError(error) && Date.now() - lastAutoRetry > AUTO_RETRY_GUARD_MS) {
      lastAutoRetry = Date.now();
      again();
    }
    return undefined;
    // Once per failure shown: `retry` is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  if (error instanceof ForbiddenError) return <Navigate to={unauthorizedPath(pathname)} replace />;
  if (error instanceof NotFoundError) return <Navigate to={notFoundPath(pathname)} replace />;
  if (error instanceof SessionExpiredError) return null;

  const { title, advice } = adviceFor(error);
  return (
    <Card className="max-w-2xl">
      <div role="alert" data-testid="route-error" className="flex flex-col items-start gap-2">
        <h1 className="text-lg font-semibold">{t(title)}</h1>
        {error instanceof Error && error.message && <p className="text-sm text-fg">{error.message}</p>}
        <p className="text-sm text-fg-muted">{t(advice)}</p>
        <Button variant="secondary" className="mt-2" loading={retrying} onClick={() => void retry()}>
          {t('tryAgain')}
        </Button>
      </div>
    </Card>
  );
}
