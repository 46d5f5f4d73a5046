// The refusals and the staff area's missing record: each screen's own, so they load with the routes that show
// them; the not-found and error pages the root route needs stay in ./status-pages.tsx, in the first chunk.
import { consoleEnabled } from '~/lib/access/app-mode';

import { HomeLink, staffHomeLink, StatusPage } from './status-pages';

export function UnauthorizedPage({ inShell }: { inShell?: boolean }) {
  return (
    <StatusPage title="You don't have access to this page" inShell={inShell}>
      <p>
        {consoleEnabled
          ? 'Your role does not include the privilege this page needs. Ask an account owner if you need it.'
          : 'Your role does not allow this. Ask an Administrator if you need it.'}
      </p>
      <HomeLink />
    </StatusPage>
  );
}

/** The staff area's refusal, inside the staff shell (docs/product-rules.md#staff-area). */
export function StaffUnauthorizedPage() {
  return (
    <StatusPage title="Your staff role cannot do this" inShell>
      <p>
        Your staff role can read the staff area but not make this change. Ask an Administrator if you need it
        done.
      </p>
      {staffHomeLink}
    </StatusPage>
  );
}

/** A staff screen whose record is gone (e.g. a deleted organisation), inside the staff shell. */
export function StaffNotFoundPage() {
  return (
    <StatusPage title="Not found" inShell>
      <p>
        What you opened does not exist in the staff area: it may have been deleted, or the address is wrong.
      </p>
      {staffHomeLink}
    </StatusPage>
  );
}
