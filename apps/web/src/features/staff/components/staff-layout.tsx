import { Toaster } from '@console/ui';
import { Link, Outlet } from '@tanstack/react-router';

export function StaffLayout() {
  return (
    <div className="min-h-screen bg-canvas">
      <header className="flex h-14 items-center gap-4 border-b border-border bg-surface px-4">
        <span className="font-semibold">Console · Staff</span>
        <div className="flex-1" />
        <Link to="/admin/logout" className="text-sm hover:underline">
          Sign out
        </Link>
      </header>
      <main id="main" className="mx-auto max-w-6xl p-6">
        <Outlet />
      </main>
      <Toaster />
    </div>
  );
}
