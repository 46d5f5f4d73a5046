// Steps the saved-views screen tests share: opening the Views menu once its code is there, and a view put in the
// mock for the signed-in person before the list reads them. (Typed by what they use: only test files import the
// screen-test harness.)
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Opens the toolbar's Views menu (its stand-in, marked unavailable until the menu's code is loaded, is not pressed). */
export async function openViewsMenu(user: UserEvent) {
  const views = () => screen.getByRole('button', { name: /^Views/ });
  await waitFor(() => expect(views().getAttribute('aria-disabled')).toBeNull());
  await user.click(views());
}

type Search = Record<string, string | number | boolean>;
interface StoredView {
  owner_id: number;
  list: string;
  name: string;
  search: Search;
  is_default: boolean;
  created_at: string;
  updated_at: string;
}
/** The mock's tables these steps touch (`mock.state.db` of a rendered route). */
interface ViewsDb {
  users: { find(match: (user: { email: string }) => boolean): { id: number } | undefined };
  listViews: { insert(view: StoredView): { id: number } };
}

/** Saves a view of the users list for the owner persona straight in the mock (as if saved on another day). */
export function storeView(
  db: ViewsDb,
  view: { list?: string; name: string; search: Search; is_default?: boolean },
) {
  const owner = db.users.find((u) => u.email === 'owner@acme.test');
  if (!owner) throw new Error('The seed has no owner persona');
  return db.listViews.insert({
    owner_id: owner.id,
    list: 'users',
    is_default: false,
    created_at: '2026-11-01T09:00:00Z',
    updated_at: '2026-11-01T09:00:00Z',
    ...view,
  });
}
