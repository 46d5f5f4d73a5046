import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

function StatusPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid min-h-[60vh] place-items-center px-4">
      <main id="main" className="max-w-md text-center">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <div className="mt-3 space-y-4 text-fg-muted">{children}</div>
      </main>
    </div>
  );
}

const homeLink = (
  <Link to="/dashboard" className="font-medium text-primary underline-offset-4 hover:underline">
    Go to the dashboard
  </Link>
);

export function NotFoundPage() {
  return (
    <StatusPage title="Page not found">
      <p>The page you asked for does not exist, or it was moved or deleted.</p>
      {homeLink}
    </StatusPage>
  );
}

export function UnauthorizedPage() {
  return (
    <StatusPage title="You don't have access to this page">
      <p>Your role does not include the privilege this page needs. Ask an account owner if you need it.</p>
      {homeLink}
    </StatusPage>
  );
}

/** The router's default error screen and the /error page (docs/product-rules.md#errors-and-messages). */
export function ErrorPage({ error }: { error?: unknown }) {
  if (error) console.error(error);
  return (
    <StatusPage title="Unexpected Application Error!">
      <p>Something went wrong on this page. Reload it, or go back to the dashboard.</p>
      {homeLink}
    </StatusPage>
  );
}
