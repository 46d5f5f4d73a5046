/// <reference types="vite/client" />
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { THEME_INIT_SCRIPT } from '@console/ui';
import { useLocale } from '@console/ui/i18n';

import { PRODUCT_NAME } from '~/app/layout/names';
import { PageTitle } from '~/app/layout/page-title';
import { ErrorPage, NotFoundPage } from '~/components/feedback';
import { APP_MODE_META, builtAppMode } from '~/lib/access/app-mode';
import { preloadPageFiles } from '~/lib/routing/page-files';
import type { RouterContext } from '~/lib/routing/router-context';

import appCss from '../styles.css?url';

export const Route = createRootRouteWithContext<RouterContext>()({
  shellComponent: RootDocument,
  // Before any route below loads its code, for a navigation or a link's preload (lib/routing/page-files.ts).
  beforeLoad: ({ location }) => preloadPageFiles(location.pathname),
  component: () => (
    <>
      <PageTitle />
      <Outlet />
    </>
  ),
  notFoundComponent: () => <NotFoundPage />,
  errorComponent: ErrorPage,
});

function RootDocument({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    // The theme script sets the class on <html> before hydration, on purpose.
    <html lang={locale} suppressHydrationWarning>
      <head>
        {/* Sets the theme class before first paint (no flash); its hash is allowed by the served CSP. */}
        {import.meta.env.SSR && <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />}
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name={APP_MODE_META} content={builtAppMode} />
        <title>{PRODUCT_NAME}</title>
        {/* From public/, same origin: within the served CSP's img-src 'self'. */}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={appCss} precedence="default" />
        {/* The build's shell gets the entry's preloads and scripts; the browser has run them when the app renders
            into the document (client.tsx), so its bundle carries neither (budget, decision 0010). */}
        {import.meta.env.SSR && <HeadContent />}
      </head>
      <body className="min-h-screen bg-canvas text-fg antialiased">
        {children}
        {import.meta.env.SSR && <Scripts />}
      </body>
    </html>
  );
}
