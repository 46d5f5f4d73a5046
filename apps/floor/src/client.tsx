// Rendered into the prerendered document as the app does (apps/web/src/client.tsx, decision 0010): hydrating the
// `/` shell on a deep link would mismatch and render twice, a cost the app does not pay either.
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { getRouter } from './router';

createRoot(document).render(
  <StrictMode>
    <RouterProvider router={getRouter()} />
  </StrictMode>,
);
