// The router's default pending screen, apart from its error screen (route-states.tsx): it is part of the
// first load, the error screen and the kit's Button it needs load on first use (budget, decision 0010).
import { useEffect, useState } from 'react';

import { Card, Skeleton, SkeletonText } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { feedbackMessages } from './feedback.messages';
import { statusMessages } from './status.messages';

/** Shown in the layout, after the router's pending delay, while a screen's loader runs. */
export function RoutePending() {
  const t = useMessages(statusMessages);
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-testid="route-pending">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="mb-2 h-4 w-40" />
      <Skeleton className="mb-6 h-8 w-64" />
      <Card className="max-w-4xl">
        <SkeletonText lines={6} />
      </Card>
      {import.meta.env.DEV && <CompilingNote />}
    </div>
  );
}

/** The development server compiles a screen's modules on its first visit: say so when the wait grows long. */
function CompilingNote() {
  const t = useMessages(feedbackMessages);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 3000);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return <p className="mt-4 text-sm text-fg-muted">{t('devCompiling')}</p>;
}
