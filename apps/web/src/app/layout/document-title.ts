// Every screen names itself in the tab's title (WCAG 2.4.2): its heading, then the crumbs above it, then the
// area: "Karen Rossi · Users · Console". Read from the page as drawn, so the title is always the heading a person
// sees, also after the record has loaded or been renamed.
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

import { isStaffPath } from '~/lib/routing/status-paths';

/** The title for what `root` shows at `pathname`. */
export function documentTitleOf(root: ParentNode, pathname: string): string {
  const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  const heading = text(root.querySelector('main h1') ?? root.querySelector('h1'));
  const crumbs = [...root.querySelectorAll('main nav[aria-label="Breadcrumb"] a')].map(text).reverse();
  const area = isStaffPath(pathname) ? ['Staff', 'Console'] : ['Console'];
  return [...new Set([heading, ...crumbs, ...area].filter(Boolean))].join(' · ');
}

/** Keeps `document.title` in step with the page; one observer for the app, coalesced to a frame. */
export function useDocumentTitle() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const title = documentTitleOf(document, pathname);
      if (document.title !== title) document.title = title;
    };
    const observer = new MutationObserver(() => {
      frame ||= requestAnimationFrame(update);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    update();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [pathname]);
}
