import { Outlet, createFileRoute, notFound } from '@tanstack/react-router';
import { staffAreaEnabled } from '~/lib/app-mode';

// The staff area exists in every build's route tree, but only staff and both modes can reach it
// (spec section 1: this build is the dashboard, so its admin routes show not found).
export const Route = createFileRoute('/admin')({
  beforeLoad: () => {
    if (!staffAreaEnabled) throw notFound();
  },
  component: Outlet,
});
