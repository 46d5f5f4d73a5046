import { Outlet } from '@tanstack/react-router';

export function PublicLayout() {
  return (
    <div className="grid min-h-screen place-items-center bg-canvas px-4 py-12">
      <main id="main" className="w-full max-w-md">
        <p className="mb-6 text-center text-lg font-semibold tracking-tight">Console</p>
        <div className="rounded-xl border border-border bg-surface p-8 shadow-sm">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
