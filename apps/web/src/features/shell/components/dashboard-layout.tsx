import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import { ThemeToggle, Toaster } from '@console/ui';
import { useState } from 'react';
import { visibleMenu, type MenuEntry } from '~/lib/access';
import { sessionQueries } from '~/lib/session';
import { SessionGuardian, SignOutButton } from '~/features/session';
import { RefetchNotice } from './refetch-notice';

export function DashboardLayout() {
  const { data: privileges } = useSuspenseQuery(sessionQueries.privileges());
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = visibleMenu(privileges);

  return (
    <div className="min-h-screen bg-canvas lg:grid lg:grid-cols-[16rem_1fr]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <aside className={`${menuOpen ? 'block' : 'hidden'} border-r border-border bg-surface lg:block`}>
        <div className="flex h-14 items-center px-5 font-semibold tracking-tight">Console</div>
        <Sidebar entries={menu} onNavigate={() => setMenuOpen(false)} />
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="flex h-14 items-center gap-3 border-b border-border bg-surface px-4">
          <button
            type="button"
            className="rounded-md px-2 py-1 text-sm lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="sidebar-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </button>
          <div className="flex-1" />
          <CurrentUser />
          <ThemeToggle hideLabel />
          <SignOutButton />
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 p-4 outline-none sm:p-6 lg:p-8"
        >
          <RefetchNotice />
          <Outlet />
        </main>
      </div>
      <SessionGuardian />
      {/* Toasts belong to the signed-in app; public pages report in place (and stay small). */}
      <Toaster />
    </div>
  );
}

function Sidebar({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate: () => void }) {
  const sections = [
    { id: 'main', title: null },
    { id: 'Services', title: 'Services' },
    { id: 'Support', title: 'Support' },
  ] as const;
  return (
    <nav id="sidebar-nav" aria-label="Main" className="space-y-6 px-3 py-4">
      {sections.map(({ id, title }) => {
        const items = entries.filter((e) => e.section === id);
        if (items.length === 0) return null;
        return (
          <div key={id}>
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

function CurrentUser() {
  const { data: me } = useQuery(sessionQueries.me());
  if (!me) return null;
  return (
    <Link to="/profile" className="hidden text-sm font-medium hover:underline sm:block">
      {me.first_name} {me.last_name}
    </Link>
  );
}
