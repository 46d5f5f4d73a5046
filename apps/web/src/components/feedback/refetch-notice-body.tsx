import { useState } from 'react';

import { Button } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { feedbackMessages } from './feedback.messages';

/** The words and the Retry of refetch-notice.tsx, loaded when first needed. */
export default function RefetchNoticeBody({ refetch }: { refetch: () => Promise<unknown> }) {
  const t = useMessages(feedbackMessages);
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await refetch();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <div
      role="status"
      data-testid="refetch-notice"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-border bg-surface-muted px-4 py-2 text-sm"
    >
      <span>{t('refetchFailed')}</span>
      <Button size="sm" variant="secondary" loading={retrying} onClick={() => void retry()}>
        {t('retry')}
      </Button>
    </div>
  );
}
