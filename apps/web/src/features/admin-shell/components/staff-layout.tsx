import { Badge, ThemeToggle, Toaster } from '@console/ui';
import { Link, Outlet } from '@tanstack/react-router';
import { useState } from 'react';
import { STAFF_SECTIONS, visibleStaffMenu, type StaffMenuEntry } from '~/lib/staff-access';
import { useStaffAccess } from '~/lib/staff-access-hook';
import { RefetchNotice } from '~/features/shell';
import { StaffSessionGuardian, StaffSignOutButton } from '~/features/staff';

/** The staff area's shell: its own sidebar (from the staff access table), who is signed in, sign-out. */
export function StaffLayout() {
  const { me } = useStaffAccess();
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = visibleStaffMenu(me.role_name);

  return (
    <div className="min-h-screen bg-canvas lg:grid lg:grid-cols-[16rem_1fr]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <aside className={`${menuOpen ? 'block' : 'hidden'} border-r border-border bg-surface lg:block`}>
        <div className="flex h-14 items-center gap-2 px-5 font-semibold tracking-tight">
          Console <Badge tone="info">Staff</Badge>
        </div>
        <StaffSidebar entries={menu} onNavigate={() => setMenuOpen(false)} />
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="flex h-14 items-center gap-3 border-b border-border bg-surface px-4">
          <button
            type="button"
            className="rounded-md px-2 py-1 text-sm lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="staff-sidebar-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </button>
          <div className="flex-1" />
          <p className="hidden text-sm sm:block" data-testid="staff-member">
            <span className="font-medium">
              {me.first_name} {me.last_name}
            </span>{' '}
            <span className="text-fg-muted">· {me.role_name}</span>
          </p>
          <ThemeToggle hideLabel />
          <StaffSignOutButton />
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
      <StaffSessionGuardian />
      <Toaster />
    </div>
  );
}

function StaffSidebar({ entries, onNavigate }: { entries: StaffMenuEntry[]; onNavigate: () => void }) {
  return (
    <nav id="staff-sidebar-nav" aria-label="Staff" className="space-y-6 px-3 py-4">
      {STAFF_SECTIONS.map((section) => {
        const items = entries.filter((e) => e.section === section);
        if (items.length === 0) return null;
        return (
          <div key={section}>
            <h2 className="px-2 pb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase">
              {section}
            </h2>
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
