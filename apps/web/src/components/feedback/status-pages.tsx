import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { consoleEnabled, staffAreaEnabled } from '~/lib/access/app-mode';
import { isStaffPath } from '~/lib/routing/status-paths';

/** `inShell`: inside a layout that already has the main landmark (the staff shell). */
function StatusPage({
  title,
  children,
  inShell,
}: {
  title: string;
  children: ReactNode;
  inShell?: boolean | undefined;
}) {
  const Box = inShell ? 'div' : 'main';
  return (
    <div className="grid min-h-[60vh] place-items-center px-4">
      <Box id={inShell ? undefined : 'main'} className="max-w-md text-center">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <div className="mt-3 space-y-4 text-fg-muted">{children}</div>
      </Box>
    </div>
  );
}

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

const staffHomeLink = (
  <Link to="/admin/dashboard" className={linkClass}>
    Go to the staff dashboard
  </Link>
);

/**
 * The way home: the console's dashboard, or the staff dashboard in a staff-only build (it has no console) and
 * for an address in the staff area (docs/product-rules.md#staff-area).
 */
function HomeLink() {
  const { pathname } = useLocation();
  if (!consoleEnabled || (staffAreaEnabled && isStaffPath(pathname))) return staffHomeLink;
  return (
    <Link to="/dashboard" className={linkClass}>
      Go to the dashboard
    </Link>
  );
}

/** `inShell` where a layout already has the main landmark (the public pages' layout). */
export function NotFoundPage({ inShell }: { inShell?: boolean }) {
  return (
    <StatusPage title="Page not found" inShell={inShell}>
      <p>The page you asked for does not exist, or it was moved or deleted.</p>
      <HomeLink />
    </StatusPage>
  );
}

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

/** The router's default error screen and the /error page (docs/product-rules.md#errors-and-messages). */
export function ErrorPage({ error, inShell }: { error?: unknown; inShell?: boolean }) {
  if (error) console.error(error);
  return (
    <StatusPage title="Unexpected Application Error!" inShell={inShell}>
      <p>Something went wrong on this page. Reload it, or go back to the dashboard.</p>
      <HomeLink />
    </StatusPage>
  );
}
