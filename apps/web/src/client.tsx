// The browser entry. The served shell is prerendered for `/` only (SPA mode, decision 0001), so hydrating it
// on any deep link mismatches (React error #418) and renders the page a second time. The app renders into
// the document instead: no hydration error, one render, and no hydration runtime (Start's serializer) in the
// first load (decision 0010). React keeps the shell's stylesheet and scripts but resets the attributes of
// <html> when it mounts it, so the theme that the shell's inline script set is put back before paint.
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { applyTheme } from '@console/ui';

import { startLanguage } from './lib/i18n/language';
import { firstScreenLoaded } from './lib/routing/first-screen';
import { FIRST_PENDING_MS, getRouter } from './router';

const html = document.documentElement;
new MutationObserver((_, observer) => {
  if (html.style.colorScheme) return;
  applyTheme();
  observer.disconnect();
}).observe(html, { attributes: true });

// React's first render waits for two things, so that it renders the first screen once. The language: in English
// nothing loads first; in another language the catalogs of the first screen's shell do (docs/decisions/0049-languages.md).
// And the first screen's load, started here, up to the router's pending time: its reads leave before React has run
// (lib/routing/first-screen.ts).
const router = getRouter();
void Promise.all([startLanguage(), firstScreenLoaded(router.load(), FIRST_PENDING_MS)]).then(() =>
  createRoot(document).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
