// A row's name in a list, linking to its page. A list draws one per row: this is a plain anchor that navigates
// through the router, instead of the router's Link, whose active-state subscriptions and preload setup cost a
// component and a dozen hooks for each of them (docs/decisions/0050-the-first-screen-without-waits.md). It keeps
// what a row link needs: a real `href` (open in a new tab, copy the address), a click with a modifier left to the
// browser, and the route preloaded on intent like the router's links (after the same short delay).
import { type LinkComponent, useRouter } from '@tanstack/react-router';
import { type MouseEvent, type ReactNode, useRef } from 'react';

import { textLinkClass } from '@console/ui/classes';

/** The router's default wait before a hovered link preloads (a pointer passing over a column preloads nothing). */
const PRELOAD_DELAY_MS = 50;

const plainClick = (event: MouseEvent) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

function RowAnchor({ className, children, ...target }: { className?: string; children?: ReactNode }) {
  const router = useRouter();
  const options = target as Parameters<typeof router.navigate>[0];
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const preload = () => void router.preloadRoute(options).catch(() => undefined);
  const own = `${textLinkClass} font-medium`;
  return (
    <a
      href={router.buildLocation(options).href}
      className={className ? `${own} ${className}` : own}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        void router.navigate(options);
      }}
      onMouseEnter={() => (timer.current = setTimeout(preload, PRELOAD_DELAY_MS))}
      onMouseLeave={() => clearTimeout(timer.current)}
      onFocus={preload}
      onTouchStart={preload}
    >
      {children}
    </a>
  );
}

/** Typed as the router's links are: `to`, `params` and `search` checked against the route tree. */
export const RowLink = RowAnchor as unknown as LinkComponent<'a'>;
