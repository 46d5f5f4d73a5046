import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { useMessages } from '@console/ui/i18n';

import { consoleEnabled, staffAreaEnabled } from '~/lib/access/app-mode';
import { isStaffPath } from '~/lib/routing/status-paths';

import { statusMessages } from './status.messages';

/** `inShell`: inside a layout that already has the main landmark (the staff shell). */
export function StatusPage({
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

export function StaffHomeLink() {
  const t = useMessages(statusMessages);
  return (
    <Link to="/admin/dashboard" className={linkClass}>
      {t('staffHomeLink')}
    </Link>
  );
}

/**
 * The way home: the console's dashboard, or the staff dashboard in a staff-only build (it has no console) and
 * for an address in the staff area (docs/product-rules.md#staff-area).
 */
export function HomeLink() {
  const t = useMessages(statusMessages);
  const { pathname } = useLocation();
  if (!consoleEnabled || (staffAreaEnabled && isStaffPath(pathname))) return <StaffHomeLink />;
  return (
    <Link to="/dashboard" className={linkClass}>
      {t('homeLink')}
    </Link>
  );
}

/** `inShell` where a layout already has the main landmark (the public pages' layout). */
export function NotFoundPage({ inShell }: { inShell?: boolean }) {
  const t = useMessages(statusMessages);
  return (
    <StatusPage title={t('notFoundTitle')} inShell={inShell}>
      <p>{t('notFoundText')}</p>
      <HomeLink />
    </StatusPage>
  );
}

/** The router's default error screen and the /error page (docs/product-rules.md#errors-and-messages). */
export function ErrorPage({ error, inShell }: { error?: unknown; inShell?: boolean }) {
  const t = useMessages(statusMessages);
  if (error) console.error(error);
  return (
    <StatusPage title={t('errorTitle')} inShell={inShell}>
      <p>{t('errorText')}</p>
      <HomeLink />
    </StatusPage>
  );
}
