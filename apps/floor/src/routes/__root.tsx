/// <reference types="vite/client" />
import { createRootRoute, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import appCss from '../styles.css?url';

export const Route = createRootRoute({
  shellComponent: RootDocument,
  component: Outlet,
});

// The app's document without its theme script: the prerender writes the entry's preloads and scripts, and the
// stylesheet is rendered on both sides with `precedence` so React keeps the shell's link (decision 0010).
function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Floor</title>
        <link rel="stylesheet" href={appCss} precedence="default" />
        {import.meta.env.SSR && <HeadContent />}
      </head>
      <body className="min-h-screen bg-canvas text-fg antialiased">
        {children}
        {import.meta.env.SSR && <Scripts />}
      </body>
    </html>
  );
}
