/// <reference types="vite/client" />
import { THEME_INIT_SCRIPT } from '@console/ui';
import { ErrorPage, NotFoundPage } from '~/features/shell';
import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { APP_MODE_META, builtAppMode } from '~/lib/app-mode';
import type { RouterContext } from '../router';
import appCss from '../styles.css?url';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'color-scheme', content: 'light dark' },
      { name: APP_MODE_META, content: builtAppMode },
      { title: 'Console' },
    ],
    links: [{ rel: 'stylesheet', href: appCss }],
  }),
  shellComponent: RootDocument,
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});

function RootDocument({ children }: { children: ReactNode }) {
  return (
    // The theme script sets the class on <html> before hydration, on purpose.
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* Sets the theme class before first paint (no flash); its hash is allowed by the served CSP. */}
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
        <HeadContent />
      </head>
      <body className="min-h-screen bg-canvas text-fg antialiased">
        {children}
        <Scripts />
      </body>
    </html>
  );
}
