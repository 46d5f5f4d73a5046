// Steps the saved-views screen tests share (src/testing): opening the Views menu once its code is there, and a
// view put in the mock for the signed-in person before the list reads them.
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

import type { RenderedRoute } from '~/testing';

/** Opens the toolbar's Views menu (its stand-in, marked unavailable until the menu's code is loaded, is not pressed). */
export async function openViewsMenu(user: RenderedRoute['user']) {
  const views = () => screen.getByRole('button', { name: /^Views/ });
  await waitFor(() => expect(views().getAttribute('aria-disabled')).toBeNull());
  await user.click(views());
}

/** Saves a view of `list` for the owner persona straight in the mock (as if saved on another day). */
export function storeView(
  mock: RenderedRoute['mock'],
  view: {
    list?: string;
    name: string;
    search: Record<string, string | number | boolean>;
    is_default?: boolean;
  },
) {
  const owner = mock.state.db.users.find((u) => u.email === 'owner@acme.test');
  if (!owner) throw new Error('The seed has no owner persona');
  return mock.state.db.listViews.insert({
    owner_id: owner.id,
    list: 'users',
    is_default: false,
    created_at: '2026-11-01T09:00:00Z',
    updated_at: '2026-11-01T09:00:00Z',
    ...view,
  });
}
