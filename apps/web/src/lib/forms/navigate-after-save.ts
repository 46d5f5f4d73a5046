// A form's navigation once its save succeeds (to the saved item, or back to its list) happens only while the user is
// still on the form's page. Whoever follows a link while the request is in flight stays where they went: the save
// still completes and its toast still says so (docs/product-rules.md#saving-forms).
import { useMatch, useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/** `/a/b/` and `/a/b` are the same page (an index route's match ends in a slash, the address bar need not). */
export const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** `useNavigate()`'s function, which does nothing once the address has left the page that called the hook. */
export function useNavigateAfterSave(): ReturnType<typeof useNavigate> {
  const navigate = useNavigate();
  const router = useRouter();
  // The page this form renders in, not the address bar: during a navigation elsewhere both may already differ.
  const formPath = useMatch({ strict: false, select: (match) => match.pathname });
  return useCallback(
    (options: Parameters<typeof navigate>[0]) =>
      samePath(router.latestLocation.pathname, formPath) ? navigate(options) : Promise.resolve(),
    [navigate, router, formPath],
  ) as ReturnType<typeof useNavigate>;
}
