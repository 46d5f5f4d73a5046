import { Link, Outlet } from '@tanstack/react-router';
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

import { importWhenOnline, Toaster } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { RefetchNotice } from '~/components/feedback/refetch-notice';

import { ConnectionNotice } from './connection-notice';
import { layoutMessages } from './layout.messages';

// The tab's live stream and the header's note on it load once the signed-in page has settled, at the browser's first
// idle moment 2 s after the frame mounts, as the palette's code does (decision 0029): /login and the first load of
// /dashboard carry none of it (budget, decision 0010; docs/decisions/0048-live-data-in-the-app.md).
const LiveNote = lazy(() =>
  new Promise((settled) => setTimeout(() => (self.requestIdleCallback ?? settled)(settled), 2000)).then(() =>
    importWhenOnline(() => import('./live-note')),
  ),
);

interface FrameMenuEntry {
  key: string;
  label: string;
  to: string;
  section: string;
}

export interface FrameNav {
  /** The navigation landmark's name ("Main", "Staff"). */
  label: string;
  /** Its element's id. */
  id: string;
  /** The sidebar's sections in order; a null title is the untitled first group. */
  sections: readonly { id: string; title: string | null }[];
  entries: readonly FrameMenuEntry[];
}

/**
 * The signed-in frame every area shares (the console and the staff area): skip link, a sidebar that is a
 * drawer on small screens, a header whose right side the area fills, the main landmark with the refetch
 * notice, and the toasts. Public pages report in place and have no toasts (they stay small).
 */
export function AppFrame(props: {
  brand: ReactNode;
  nav: FrameNav;
  /** Above the header (e.g. the "signed in as" banner). */
  banner?: ReactNode;
  /** The header's left side, after the menu button (the search button). */
  headerStart?: ReactNode;
  headerEnd: ReactNode;
  /** Session watchers and dialogs that live beside the page. */
  children?: ReactNode;
}) {
  const t = useMessages(layoutMessages);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  const navId = props.nav.id;
  const closeMenu = (giveFocusBack: boolean) => {
    setMenuOpen(false);
    if (giveFocusBack) toggleRef.current?.focus();
  };
  // The opened drawer takes the focus (its close button), so a keyboard user starts inside it.
  useEffect(() => {
    if (menuOpen) drawerRef.current?.querySelector<HTMLElement>('[data-drawer-close]')?.focus();
  }, [menuOpen]);
  // On small screens the open drawer covers the page: Escape closes it and Tab stays inside it.
  const onDrawerKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!menuOpen) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu(true);
      return;
    }
    if (event.key !== 'Tab' || !drawerRef.current) return;
    const focusable = [...drawerRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  // One explicit grid row takes the free height, so the sidebar reaches the bottom whatever follows it. On wide
  // screens the sidebar stays in view and scrolls on its own (a long page does not take it away).
  return (
    <div className="min-h-screen bg-canvas lg:grid lg:grid-cols-[16rem_1fr] lg:grid-rows-[1fr]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <aside
        ref={drawerRef}
        onKeyDown={onDrawerKeyDown}
        className={`${menuOpen ? 'fixed inset-0 z-40 block overflow-y-auto' : 'hidden'} border-r border-border bg-surface lg:sticky lg:inset-auto lg:top-0 lg:z-auto lg:block lg:h-screen lg:overflow-y-auto`}
      >
        <div className="flex h-14 items-center gap-2 px-5 font-semibold tracking-tight">
          {props.brand}
          <div className="flex-1" />
          <button
            type="button"
            data-drawer-close
            className="rounded-md px-2 py-1 text-sm font-normal hover:bg-surface-muted lg:hidden"
            aria-controls={navId}
            onClick={() => closeMenu(true)}
          >
            {t('closeMenu')}
          </button>
        </div>
        <SidebarNav id={navId} nav={props.nav} onNavigate={() => closeMenu(false)} />
      </aside>
      <div className="flex min-w-0 flex-col">
        {props.banner}
        {/* Tighter on phones: the header's controls fit 390 px in German, the longest language. */}
        <header className="flex h-14 items-center gap-2 border-b border-border bg-surface px-3 sm:gap-3 sm:px-4">
          <button
            ref={toggleRef}
            type="button"
            className="rounded-md px-2 py-1 text-sm lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {t('menu')}
          </button>
          {props.headerStart}
          <div className="flex-1" />
          <Suspense>
            <LiveNote />
          </Suspense>
          {props.headerEnd}
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 p-4 outline-none sm:p-6 lg:p-8"
        >
          <ConnectionNotice />
          <RefetchNotice />
          <Outlet />
        </main>
      </div>
      {props.children}
      <Toaster />
    </div>
  );
}

function SidebarNav({ id, nav, onNavigate }: { id: string; nav: FrameNav; onNavigate: () => void }) {
  return (
    <nav id={id} aria-label={nav.label} className="space-y-6 px-3 py-4">
      {nav.sections.map(({ id: section, title }) => {
        const items = nav.entries.filter((entry) => entry.section === section);
        if (items.length === 0) return null;
        return (
          <div key={section}>
            {title && (
              <h2 className="px-2 pb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase">
                {title}
              </h2>
            )}
            <ul className="space-y-0.5">
              {items.map((entry) => (
                <li key={entry.key}>
                  <Link
                    to={entry.to}
                    onClick={onNavigate}
                    className="block rounded-md px-2 py-1.5 text-sm hover:bg-surface-muted"
                    activeProps={{ className: 'bg-surface-muted font-semibold', 'aria-current': 'page' }}
                  >
                    {entry.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
