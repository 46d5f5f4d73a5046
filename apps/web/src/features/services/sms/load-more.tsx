import { useEffect, useRef } from 'react';

import { Button, Spinner } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { servicesMessages } from '../services.messages';

/**
 * The end of the list: loads the next page when it scrolls into view (IntersectionObserver), and is a
 * button too, for keyboards and for retrying a page that failed.
 */
export function LoadMore({
  loading,
  failed,
  onLoad,
}: {
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
}) {
  const t = useMessages(servicesMessages);
  const ref = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  useEffect(() => {
    load.current = onLoad;
  });
  useEffect(() => {
    const element = ref.current;
    // Not while a page loads (a second call would restart it) nor after a failure (the button retries).
    if (!element || failed || loading) return;
    // Starts a little before the end is visible, so scrolling rarely waits.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) load.current();
      },
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [failed, loading]);
  return (
    <div ref={ref} className="flex justify-center pt-4">
      {loading ? (
        <Spinner label={t('loadingOlder')} />
      ) : (
        <Button variant="secondary" onClick={onLoad}>
          {failed ? t('loadFailedRetry') : t('loadOlder')}
        </Button>
      )}
    </div>
  );
}
