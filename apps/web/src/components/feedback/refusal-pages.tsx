// The refusals and the staff area's missing record: each screen's own, so they load with the routes that show
// them; the not-found and error pages the root route needs stay in ./status-pages.tsx, in the first chunk.
import { useMessages } from '@console/ui/i18n';

import { consoleEnabled } from '~/lib/access/app-mode';

import { feedbackMessages } from './feedback.messages';
import { HomeLink, StaffHomeLink, StatusPage } from './status-pages';

export function UnauthorizedPage({ inShell }: { inShell?: boolean }) {
  const t = useMessages(feedbackMessages);
  return (
    <StatusPage title={t('unauthorizedTitle')} inShell={inShell}>
      <p>{t(consoleEnabled ? 'unauthorizedConsole' : 'unauthorizedStaffOnly')}</p>
      <HomeLink />
    </StatusPage>
  );
}

/** The staff area's refusal, inside the staff shell (docs/product-rules.md#staff-area). */
export function StaffUnauthorizedPage() {
  const t = useMessages(feedbackMessages);
  return (
    <StatusPage title={t('staffUnauthorizedTitle')} inShell>
      <p>{t('staffUnauthorizedText')}</p>
      <StaffHomeLink />
    </StatusPage>
  );
}

/** A staff screen whose record is gone (e.g. a deleted organisation), inside the staff shell. */
export function StaffNotFoundPage() {
  const t = useMessages(feedbackMessages);
  return (
    <StatusPage title={t('staffNotFoundTitle')} inShell>
      <p>{t('staffNotFoundText')}</p>
      <StaffHomeLink />
    </StatusPage>
  );
}
